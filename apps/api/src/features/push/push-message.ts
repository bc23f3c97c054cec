import { type Draw, type PushKind, type PushMessage, pushTopic } from '@lotto/contracts';
import { LOCALE_INFO, type Locale } from '@lotto/site';
import { drawNoticeText } from '@lotto/site/push';
import { pageText } from '../../shared/page-text.js';

/** What one fan-out announces: a notice of a draw at one of its revisions. */
export interface Notice {
  /** `<date>:<kind>:<revision>`, the same for every device of the fan-out. */
  id: string;
  kind: PushKind;
  draw: Draw;
}

/** The notice id of a draw's write: the revision is the draw's write counter, new at every write. */
export function noticeId(date: string, kind: PushKind, revision: number): string {
  return `${date}:${kind}:${revision}`;
}

/** The draw's page in `lang`, which the notification opens. */
export function drawPageUrl(siteUrl: string, date: string, lang: Locale): string {
  return `${siteUrl}/result/${date}?lang=${lang}`;
}

/** A push service takes at most 4096 bytes; aes128gcm adds 103 (header, tag, padding delimiter). */
export const PUSH_PAYLOAD_LIMIT = 4096 - 103;

/**
 * The draw as a push carries it: without the disagreements' notes (advice for the admin and the
 * draw page, which the device reads when opened).
 */
function drawForPush(draw: Draw): Draw {
  if (draw.disagreements === undefined) return draw;
  return {
    ...draw,
    disagreements: draw.disagreements.map(({ note: _note, ...disagreement }) => disagreement),
  };
}

/**
 * The push payload of `notice` for devices in `lang`: the Declarative Web Push notification in
 * the site's words (what Safari shows when no worker runs; the worker writes its own from `lotto`)
 * and the draw's numbers. Built once per (notice, language), not per device. Every tier with the
 * largest list disputed fits; should a draw's disputes not fit ({@link PUSH_PAYLOAD_LIMIT}), their
 * values are left out — the disputed tiers stay listed in `missing`, so the device says a ticket
 * may have won there, never that it did not.
 */
export function buildPushMessage(notice: Notice, lang: Locale, siteUrl: string): PushMessage {
  const message = messageOf(notice, drawForPush(notice.draw), lang, siteUrl);
  if (Buffer.byteLength(JSON.stringify(message)) <= PUSH_PAYLOAD_LIMIT) return message;
  const { disagreements: _left, ...undisputed } = notice.draw;
  return messageOf(notice, undisputed, lang, siteUrl);
}

function messageOf(notice: Notice, draw: Draw, lang: Locale, siteUrl: string): PushMessage {
  const { title, body } = drawNoticeText(pageText(lang), notice.kind, notice.draw);
  return {
    web_push: 8030,
    notification: {
      title,
      body,
      navigate: drawPageUrl(siteUrl, notice.draw.date, lang),
      lang,
      dir: LOCALE_INFO[lang].dir,
      // One notification per draw on a device: a newer notice replaces the older one's.
      tag: pushTopic(notice.draw.date),
    },
    mutable: true,
    lotto: { v: 1, notice: notice.id, kind: notice.kind, draw },
  };
}

/** The end of a Bangkok day (`YYYY-MM-DD`), in ms: midnight at UTC+7. */
function endOfBangkokDay(day: string): number {
  return Date.parse(`${day}T00:00:00+07:00`) + 86_400_000;
}

/** The shortest TTL a notice is sent with: a correction late at night still reaches a phone waking up. */
export const MIN_PUSH_TTL_SECONDS = 15 * 60;

/**
 * How long a push service keeps a notice for a device that is off (`TTL`): until the end of the
 * draw day in Bangkok — after that the app shows the draw itself — or of the day it is sent, when
 * that is later (a correction days after), at least {@link MIN_PUSH_TTL_SECONDS}.
 */
export function pushTtlSeconds(drawDate: string, now: Date): number {
  const today = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
  const end = Math.max(endOfBangkokDay(drawDate), endOfBangkokDay(today));
  return Math.max(MIN_PUSH_TTL_SECONDS, Math.floor((end - now.getTime()) / 1000));
}
