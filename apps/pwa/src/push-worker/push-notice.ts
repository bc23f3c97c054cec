import { type PushMessage, PushMessageSchema, pushTopic } from '@lotto/contracts';
import {
  CHECK_FORM,
  isLocale,
  LOCALE_INFO,
  type Locale,
  pageHref,
  SERVER_PAGES,
} from '@lotto/site';
import {
  drawNoticeText,
  genericNoticeText,
  type NoticeText,
  noWinNoticeText,
  ticketNoticeText,
  ticketsOfDraw,
} from '@lotto/site/push';
import type { Words } from '@lotto/site/words';
import * as v from 'valibot';
import type { DeviceState } from '@/draws/push-device';

/*
 * What the push worker shows for a push, decided from the message, the device (its saved tickets,
 * language and choices) and the notices already shown — a pure function, so that every case is
 * tested without a browser; push-worker.ts only reads the device and shows the result.
 */

/** The tag of the notifications that are not a draw's (an unreadable push). */
export const GENERIC_TAG = 'lotto-results';
export const ICON = '/icons/icon-192.png';
/** The small monochrome-friendly icon of the status bar (Android masks it to its shape). */
export const BADGE = '/icons/icon-192.png';

export interface NotificationData {
  /** The page the notification opens (public/sw-notifications.js: `notificationclick`). */
  url: string;
  /** The notice's id; null for an unreadable push. */
  notice: string | null;
}

/** A notification to show: `registration.showNotification(title, options)`. */
export interface PushNotice {
  title: string;
  options: {
    body: string;
    tag: string;
    /** Alert again although a notification of the tag is shown (a new notice). */
    renotify: boolean;
    silent: boolean;
    lang: Locale;
    dir: 'ltr' | 'rtl';
    icon: string;
    badge: string;
    data: NotificationData;
  };
}

export interface PushInput {
  /** The push's data as JSON (null when it had none or it was not JSON). */
  payload: unknown;
  device: DeviceState;
  /** Notice ids already shown on this device. */
  shown: readonly string[];
  /** The words of a language. */
  words: (lang: Locale) => Words;
}

/** The device's language, else the one the server wrote the message in, else English. */
function langOf(device: DeviceState, message: PushMessage | null): Locale {
  if (device.lang) return device.lang;
  const said = message?.notification.lang;
  return isLocale(said) ? said : 'en';
}

function notice(
  lang: Locale,
  text: NoticeText,
  tag: string,
  data: NotificationData,
  { silent, renotify }: { silent: boolean; renotify: boolean },
): PushNotice {
  return {
    title: text.title,
    options: {
      body: text.body,
      tag,
      renotify,
      silent,
      lang,
      dir: LOCALE_INFO[lang].dir,
      icon: ICON,
      badge: BADGE,
      data,
    },
  };
}

/**
 * The notification of one push:
 * - a message that does not read (`PushMessageSchema`): a generic one — every push must show a
 *   notification;
 * - a saved ticket of the draw wins (or may have won): the tickets' notice, opening /check with them;
 * - the device asked for wins only: a silent 'final, no win' note;
 * - else what the push announces (`drawNoticeText`), opening the draw's page.
 * The tag is the draw's (`draw-<date>`, as the page's own final notification): a tier update
 * replaces the one before. A notice already shown (a resumed fan-out sends it again) is shown
 * again silently under the same tag — it must show something — rather than alerting twice.
 */
export function pushNotice({ payload, device, shown, words }: PushInput): PushNotice {
  const parsed = v.safeParse(PushMessageSchema, payload);
  if (!parsed.success) {
    const lang = langOf(device, null);
    return notice(
      lang,
      genericNoticeText(words(lang)),
      GENERIC_TAG,
      { url: '/', notice: null },
      { silent: false, renotify: false },
    );
  }
  const message = parsed.output;
  const { draw, kind } = message.lotto;
  const lang = langOf(device, message);
  const said = words(lang);
  const again = shown.includes(message.lotto.notice);
  const tag = pushTopic(draw.date);
  const drawPage = pageHref(`${SERVER_PAGES.drawPrefix}${draw.date}`);
  const data = (url: string): NotificationData => ({ url, notice: message.lotto.notice });
  const alert = { silent: again, renotify: !again };

  const won = ticketNoticeText(said, draw, device.tickets);
  if (won) {
    const numbers = [...new Set(ticketsOfDraw(draw, device.tickets).map((t) => t.number))];
    const check = pageHref(SERVER_PAGES.check, undefined, {
      [CHECK_FORM.draw]: draw.date,
      [CHECK_FORM.number]: numbers.join(' '),
    });
    return notice(lang, won, tag, data(check), alert);
  }
  const choices = device.push?.choices ?? [];
  const winsOnly = choices.length > 0 && choices.every((choice) => choice === 'wins');
  if (winsOnly) {
    return notice(lang, noWinNoticeText(said, draw, device.tickets), tag, data(drawPage), {
      silent: true,
      renotify: false,
    });
  }
  return notice(lang, drawNoticeText(said, kind, draw), tag, data(drawPage), alert);
}
