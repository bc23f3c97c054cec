import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

/** What an admin list or page shows when its data did not load: why, and Retry. */
export function LoadFailed({
  title,
  description,
  onRetry,
  retrying,
}: {
  title: string;
  description?: ReactNode;
  onRetry: () => void;
  /** Retry shows it is loading while the next try runs. */
  retrying?: boolean;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
