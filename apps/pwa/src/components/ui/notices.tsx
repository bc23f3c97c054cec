import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n';

/** One notice: its key (opening the same key again replaces it in place), title, text, actions. */
export interface Notice {
  key: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Called when the member closes it (not when the code closes it with `close`). */
  onClose?: () => void;
}

export interface NoticesApi {
  /** Shows the notice, or replaces the one with the same key where it stands. */
  open: (notice: Notice) => void;
  /** Takes the notice of that key away, if shown. */
  close: (key: string) => void;
}

/**
 * Notices at the top right of the screen (full width on a phone) that stay until closed — in place
 * of antd's `notification`, so a page that uses no other antd need not load it. As antd's hook:
 * `const [notices, holder] = useNotices()`, then render `holder` where the component renders.
 * Each notice is announced as an alert (as antd's were), and is a region named by its title.
 */
export function useNotices(): [NoticesApi, ReactNode] {
  const [notices, setNotices] = useState<Notice[]>([]);
  const open = useCallback((notice: Notice) => {
    setNotices((shown) =>
      shown.some((n) => n.key === notice.key)
        ? shown.map((n) => (n.key === notice.key ? notice : n))
        : [...shown, notice],
    );
  }, []);
  const close = useCallback((key: string) => {
    setNotices((shown) => shown.filter((n) => n.key !== key));
  }, []);
  const api = useMemo(() => ({ open, close }), [open, close]);
  const holder = <NoticeStack notices={notices} onClose={close} />;
  return [api, holder];
}

function NoticeStack({ notices, onClose }: { notices: Notice[]; onClose: (key: string) => void }) {
  if (typeof document === 'undefined') return null;
  // In <body>, so no transformed or clipped ancestor can move it; fixed, so nothing else moves.
  return createPortal(
    <div className="notice-stack">
      {notices.map((notice) => (
        <NoticeCard
          key={notice.key}
          notice={notice}
          onClose={() => {
            onClose(notice.key);
            notice.onClose?.();
          }}
        />
      ))}
    </div>,
    document.body,
  );
}

function NoticeCard({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const titleId = useId();
  return (
    <section className="notice" aria-labelledby={titleId}>
      <div className="notice-content" role="alert">
        <div id={titleId} className="notice-title">
          {notice.title}
        </div>
        {notice.description != null && (
          <div className="notice-description">{notice.description}</div>
        )}
        {notice.actions != null && <div className="notice-actions">{notice.actions}</div>}
      </div>
      <button
        type="button"
        className="notice-close"
        aria-label={t('common.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
