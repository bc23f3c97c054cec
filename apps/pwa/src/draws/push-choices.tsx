import type { PushChoice } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { currentLocale, type MessageId, t } from '@/i18n';
import { apiErrorText, isApiError } from '@/lib/api-client';
import { askToNotify, useDrawNotices, useNotifyPermission } from './draw-notices';
import {
  askPermission,
  currentChoices,
  PushDeniedError,
  pushKeyQueryOptions,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from './push-subscription';

/*
 * What the visitor turns on for draw day (issue 38), in one component: on a draw's page and Home's
 * card while the draw is live (with `date`: 'Notify me when final', the in-page notification
 * as before, then the push choices) and on the saved tickets page. A tap asks for the permission
 * (never the page's load); then one of three choices — the draw is final, each tier as it
 * arrives, only when a saved ticket wins — with the one in force shown, Save and Turn off. Where
 * push cannot work (a server without VAPID keys, a browser without the Push API, Safari on an
 * iPhone outside the installed app) it says so, and the open page still notifies (draw-notices.ts).
 */

const CHOICES: readonly { choice: PushChoice; label: MessageId }[] = [
  { choice: 'final', label: 'push.choiceFinal' },
  { choice: 'tiers', label: 'push.choiceTiers' },
  { choice: 'wins', label: 'push.choiceWins' },
];

function choiceLabel(choice: PushChoice): string {
  return t(CHOICES.find((c) => c.choice === choice)?.label ?? 'push.choiceFinal');
}

function errorText(error: unknown): string {
  if (isApiError(error)) return apiErrorText(error);
  return error instanceof Error ? error.message : String(error);
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; what: 'save' | 'off' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string; retry: () => void };

/** The three choices with Save and Turn off, for a server that sends pushes (`publicKey`). */
function ChoicesForm({ publicKey }: { publicKey: string }) {
  const [current, setCurrent] = useState<PushChoice[] | null | undefined>(undefined);
  const [picked, setPicked] = useState<PushChoice>('final');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const legendId = useId();
  const legend = useRef<HTMLLegendElement>(null);

  useEffect(() => {
    let live = true;
    currentChoices()
      .then((choices) => {
        if (!live) return;
        setCurrent(choices);
        if (choices?.[0]) setPicked(choices[0]);
      })
      .catch(() => live && setCurrent(null));
    // The panel was opened by a tap: what it asks comes next for a keyboard or a screen reader.
    legend.current?.focus();
    return () => {
      live = false;
    };
  }, []);

  const save = () => {
    setStatus({ kind: 'busy', what: 'save' });
    subscribePush(publicKey, [picked], currentLocale())
      .then(() => {
        setCurrent([picked]);
        setStatus({ kind: 'done', text: t('push.saved') });
      })
      .catch((error: unknown) =>
        setStatus(
          error instanceof PushDeniedError
            ? { kind: 'done', text: t('results.notifyBlocked') }
            : {
                kind: 'failed',
                text: t('push.failed', { reason: errorText(error) }),
                retry: save,
              },
        ),
      );
  };
  const turnOff = () => {
    setStatus({ kind: 'busy', what: 'off' });
    unsubscribePush()
      .then(() => {
        setCurrent(null);
        setStatus({ kind: 'done', text: t('push.turnedOff') });
      })
      .catch((error: unknown) =>
        setStatus({
          kind: 'failed',
          text: t('push.failed', { reason: errorText(error) }),
          retry: turnOff,
        }),
      );
  };
  const busy = status.kind === 'busy';

  return (
    <form
      className="push-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <fieldset disabled={busy} aria-describedby={legendId}>
        <legend ref={legend} tabIndex={-1}>
          {t('push.legend')}
        </legend>
        {CHOICES.map(({ choice, label }) => (
          <label key={choice} className="push-choice">
            <input
              type="radio"
              name="push-choice"
              value={choice}
              checked={picked === choice}
              onChange={() => setPicked(choice)}
            />{' '}
            {t(label)}
          </label>
        ))}
      </fieldset>
      <p id={legendId} className="push-state muted">
        {current === undefined
          ? t('common.loading')
          : current === null
            ? t('push.stateOff')
            : t('push.stateOn', { choice: choiceLabel(current[0] ?? 'final') })}{' '}
        {t('push.tickets')}
      </p>
      <div className="push-actions">
        <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
          {status.kind === 'busy' && status.what === 'save' ? t('push.saving') : t('push.save')}
        </button>
        {current ? (
          <button type="button" className="btn btn-small" disabled={busy} onClick={turnOff}>
            {t('push.turnOff')}
          </button>
        ) : null}
      </div>
      <p className="push-status" role="status" aria-live="polite">
        {status.kind === 'done' ? status.text : ''}
      </p>
      {status.kind === 'failed' ? (
        <p className="push-error" role="alert">
          {status.text}{' '}
          <button type="button" className="btn btn-small" onClick={status.retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
    </form>
  );
}

/** The panel once the permission is granted: the server's key decides what can be offered. */
function PushPanel() {
  const key = useQuery(pushKeyQueryOptions());
  if (key.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (key.isError) {
    return (
      <p className="push-error" role="alert">
        {t('push.failedKey', { reason: errorText(key.error) })}{' '}
        <button type="button" className="btn btn-small" onClick={() => void key.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (key.data === null) return <p className="muted">{t('push.notAvailable')}</p>;
  return <ChoicesForm publicKey={key.data} />;
}

/**
 * Draw-day notifications. `date`: the draw that is live — the tap then also asks for the open
 * page's notification of that draw ('Notify me when final', as before push).
 */
export function PushChoices({ date }: { date?: string | undefined }) {
  const support = pushSupport();
  const [permission, recheck] = useNotifyPermission();
  const wanted = useDrawNotices((s) => (date ? s.wanted[date] === true : false));
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const panelId = useId();

  if (support === 'install') return <p className="live-note muted">{t('push.installFirst')}</p>;
  if (permission === 'unsupported') {
    return support === 'unsupported' ? (
      <p className="live-note muted">{t('push.unsupported')}</p>
    ) : null;
  }
  if (permission === 'denied') {
    return <p className="live-note muted">{t('results.notifyBlocked')}</p>;
  }
  const inPageOn = date !== undefined && permission === 'granted' && wanted;
  const showPanel = open && permission === 'granted';

  const tap = () => {
    setAsking(true);
    // The permission first, within the tap (Safari's rule); the in-page notice of a live draw too.
    const asked = date !== undefined ? askToNotify(date) : askPermission();
    asked
      .then((granted) => {
        if (granted === 'granted') setOpen(true);
      })
      .catch((error: unknown) => console.error('Could not ask for notifications', error))
      .finally(() => {
        setAsking(false);
        recheck();
      });
  };

  return (
    <div className="push-choices">
      {inPageOn ? <p className="live-note muted">{t('results.notifyOn')}</p> : null}
      {showPanel ? null : (
        <button
          type="button"
          className="btn live-notify"
          disabled={asking}
          aria-expanded={false}
          aria-controls={panelId}
          onClick={tap}
        >
          {date !== undefined && !inPageOn ? t('results.notifyMe') : t('push.open')}
        </button>
      )}
      <section id={panelId} aria-label={t('push.panelLabel')} hidden={!showPanel}>
        {showPanel ? (
          support === 'supported' ? (
            <PushPanel />
          ) : (
            <p className="muted">{t('push.unsupported')}</p>
          )
        ) : null}
      </section>
    </div>
  );
}
