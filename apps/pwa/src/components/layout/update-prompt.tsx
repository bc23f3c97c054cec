import { Alert, Button, Space } from 'antd';
import { useUpdateStore } from '@/lib/service-worker';

/** Shown when a new version of the app has been installed by the service worker. */
export function UpdatePrompt() {
  const { updateReady, applyUpdate, dismiss } = useUpdateStore();
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <Alert
        type="info"
        showIcon
        title="A new version of Lotto is available."
        action={
          <Space>
            <Button size="small" type="primary" onClick={applyUpdate}>
              Reload
            </Button>
            <Button size="small" onClick={dismiss}>
              Later
            </Button>
          </Space>
        }
      />
    </div>
  );
}
