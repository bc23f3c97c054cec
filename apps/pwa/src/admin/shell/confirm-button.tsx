import { Button, Popconfirm } from 'antd';

/** A small danger button (Delete, Remove) that asks first; `action` is its text and the answer that confirms. */
export function ConfirmButton({
  action,
  label,
  question,
  description,
  onConfirm,
  loading,
}: {
  action: string;
  /** The button's accessible name, naming what it acts on ("Delete Tip 3"). */
  label: string;
  question: string;
  description: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  return (
    <Popconfirm
      title={question}
      description={description}
      okText={action}
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={onConfirm}
    >
      <Button danger size="small" aria-label={label} loading={loading}>
        {action}
      </Button>
    </Popconfirm>
  );
}
