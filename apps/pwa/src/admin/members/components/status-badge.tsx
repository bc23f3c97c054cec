import { Badge } from 'antd';

/** Spec §4: 'approved' is a success badge, any other status a warning badge. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge status={status === 'approved' ? 'success' : 'warning'} text={status} />;
}
