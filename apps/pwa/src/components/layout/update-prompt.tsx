import { t } from '@/i18n';
import { useUpdateStore } from '@/lib/update-store';

/** Shown when a new version of the app has been installed by the service worker. */
export function UpdatePrompt() {
  const { updateReady, applyUpdate, dismiss } = useUpdateStore();
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span className="update-prompt-text">{t('common.updateAvailable')}</span>
      <span className="update-prompt-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={applyUpdate}>
          {t('common.reload')}
        </button>
        <button type="button" className="btn btn-small" onClick={dismiss}>
          {t('common.later')}
        </button>
      </span>
    </div>
  );
}
