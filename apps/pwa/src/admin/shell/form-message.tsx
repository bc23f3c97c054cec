import { Alert } from 'antd';
import type { ReactNode } from 'react';

export interface FormMessageValue {
  type: 'success' | 'error' | 'warning';
  title: string;
  description?: ReactNode;
}

/** The outcome of a form's last submit, as an alert above the form (the spec's "alert" texts). */
export function FormMessage({
  value,
  onClose,
}: {
  value: FormMessageValue | null;
  onClose: () => void;
}) {
  if (!value) return null;
  return (
    <Alert
      className="admin-alert"
      type={value.type}
      showIcon
      role={value.type === 'success' ? 'status' : 'alert'}
      title={value.title}
      description={value.description}
      closable={{ onClose, 'aria-label': 'Dismiss message' }}
    />
  );
}
