import { type DrawDetail, eraTiers, MAIN_TIERS, type Result, tierNumbers } from '@lotto/contracts';
import { type Locale, SERVER_PAGES } from '@lotto/site';
import {
  amountText,
  checkTickets,
  claimWindow,
  coverageNotes,
  coverageOf,
  disputedNoneText,
  isCheckablePeriod,
  maybeWinText,
  sevenDigitNotice,
  ticketLine,
  unitNote,
} from '@lotto/site/verdict';
import { NotFoundError } from '../../shared/errors.js';
import type { PageText } from '../../shared/page-text.js';
import { type BotRequest, MAX_MESSAGE_LENGTH, MAX_TICKETS } from './bot-message.js';

/*
 * A bot's answer, whichever platform carries it: the checker's verdict in the checker's own words
 * (@lotto/site/verdict with the server's words, as the server-rendered /check says it — the ticket
 * line, each prize with its amount of the draw's schedule, "may have won" on a disputed tier, the
 * coverage notes, the claim deadline), the latest draw's numbers, or the help. LINE renders it as
 * a Flex card (line-flex.ts), Telegram as HTML text (telegram-text.ts); `plainText` is its
 * altText. Nothing the user wrote goes into the link: only a draw date read as a calendar day and
 * one of our languages.
 */

/** The draws an answer reads, as the results service tells them (app.ts passes it). */
export interface BotDraws {
  /** The newest draw not after today (Bangkok); throws NotFoundError without one. */
  latest(): Promise<Result>;
  /** One draw with every tier; throws NotFoundError without such a draw. */
  detail(date: string): Promise<DrawDetail>;
}

/** One block of the card: a heading line and the lines under it. */
export interface BotSection {
  heading: string;
  lines: string[];
  /** How the heading reads: a win, a possible win, no prize, or plain (no verdict). */
  tone: 'win' | 'maybe' | 'none' | 'plain';
}

export interface BotAnswer {
  title: string;
  sections: BotSection[];
  /** Lines after the sections: notes, the amounts' unit, the claim deadline. */
  notes: string[];
  /** The draw's page on the site (absent when SITE_URL is not set or there is no draw). */
  link?: { label: string; url: string };
}

/** The answer as plain text: the title, each section, the notes, the link. */
export function plainText(answer: BotAnswer): string {
  const parts = [answer.title];
  for (const section of answer.sections) parts.push([section.heading, ...section.lines].join('\n'));
  if (answer.notes.length > 0) parts.push(answer.notes.join('\n'));
  if (answer.link !== undefined) parts.push(`${answer.link.label}: ${answer.link.url}`);
  return parts.join('\n\n');
}

export interface AnswerContext {
  words: PageText;
  draws: BotDraws;
  /** Today in Bangkok (YYYY-MM-DD): the claim deadline counts down from it. */
  today: string;
  /** The site's origin (SITE_URL) for the draw page's link; unset: no link. */
  siteUrl: string | undefined;
}

/** The draw page's link in the answer's language: built from a calendar day and a language only. */
function drawLink(context: AnswerContext, date: string): BotAnswer['link'] {
  if (context.siteUrl === undefined) return undefined;
  const lang: Locale = context.words.lang;
  return {
    label: context.words.t('bots.drawLink'),
    url: `${context.siteUrl}${SERVER_PAGES.drawPrefix}${date}?lang=${lang}`,
  };
}

const helpAnswer = (words: PageText): BotAnswer => ({
  title: words.t('bots.helpTitle'),
  sections: [],
  notes: [words.t('bots.help', { max: MAX_TICKETS })],
});

const noticeAnswer = (text: string): BotAnswer => ({ title: text, sections: [], notes: [] });

/** The draw a check is against: the one named, else the newest; null when there is none. */
async function drawOf(draws: BotDraws, date: string | undefined): Promise<DrawDetail | null> {
  try {
    return await draws.detail(date ?? (await draws.latest()).date);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The checker's verdict of each ticket against `draw`, in the checker's words. */
function verdictAnswer(
  context: AnswerContext,
  draw: DrawDetail,
  tickets: readonly string[],
  leftOut: number,
): BotAnswer {
  const { words, today } = context;
  const answer: BotAnswer = {
    title: words.t('checker.resultsFor', { date: words.drawDate(draw.date) }),
    sections: [],
    notes: [],
  };
  const link = drawLink(context, draw.date);
  if (link !== undefined) answer.link = link;
  if (draw.drawDate !== draw.date) {
    answer.notes.push(
      words.t('checker.drawnOn', {
        drawDate: words.drawDate(draw.drawDate),
        date: words.drawDate(draw.date),
      }),
    );
  }
  if (!isCheckablePeriod(draw.date)) {
    answer.notes.push(sevenDigitNotice(words));
    return answer;
  }
  const toCheck = { ...draw, source: 'full' as const };
  const coverage = coverageOf(toCheck);
  for (const outcome of checkTickets(tickets, toCheck)) {
    const lines = [
      ...outcome.wins.map((win) =>
        words.t('checker.prizeAmount', {
          tier: words.tierName(win.tier),
          amount: amountText(words, win, coverage),
        }),
      ),
      ...outcome.maybe.map((maybe) =>
        words.t('checker.prizeMaybe', {
          tier: words.tierName(maybe.tier),
          amount: amountText(words, maybe, coverage),
        }),
      ),
      ...outcome.maybe.map((maybe) => maybeWinText(words, maybe)),
      ...outcome.disputedNone.map((disagreement) => disputedNoneText(words, disagreement)),
    ];
    answer.sections.push({
      heading: ticketLine(words, outcome, coverage),
      lines,
      tone: outcome.wins.length > 0 ? 'win' : outcome.maybe.length > 0 ? 'maybe' : 'none',
    });
  }
  answer.notes.push(...coverageNotes(words, coverage));
  answer.notes.push(unitNote(words, coverage.unit));
  answer.notes.push(claimWindow(words, draw.drawDate, today).text);
  if (leftOut > 0) answer.notes.push(words.t('bots.leftOut', { count: leftOut, max: MAX_TICKETS }));
  return answer;
}

/** The latest draw's main numbers (a disputed tier with each source's value). */
function resultAnswer(context: AnswerContext, draw: DrawDetail): BotAnswer {
  const { words } = context;
  const answer: BotAnswer = {
    title: words.t('results.resultsOf', { date: words.drawDate(draw.date) }),
    sections: [],
    notes: [],
  };
  const link = drawLink(context, draw.date);
  if (link !== undefined) answer.link = link;
  const tiers = eraTiers(draw.date).filter((tier) =>
    (MAIN_TIERS as readonly string[]).includes(tier),
  );
  for (const tier of tiers) {
    const numbers = tierNumbers(draw, tier);
    const disputed = draw.disagreements?.find((d) => d.tier === tier);
    let line: string;
    if (numbers !== undefined) line = numbers.join('  ');
    else if (disputed !== undefined)
      line = disputed.values
        .map((value) =>
          words.t('results.sourceValue', {
            numbers: value.numbers.join(' '),
            source: words.sourceName(value.source),
          }),
        )
        .join(words.t('checker.listSeparator'));
    else continue;
    answer.sections.push({ heading: words.tierName(tier), lines: [line], tone: 'plain' });
  }
  if (draw.status === 'provisional') answer.notes.push(words.t('checker.provisional'));
  return answer;
}

/**
 * The answer to one message, in `context.words`' language. Store outages throw (the caller logs
 * them and answers nothing); a draw not on file is an answer.
 */
export async function answerOf(request: BotRequest, context: AnswerContext): Promise<BotAnswer> {
  const { words, draws } = context;
  switch (request.kind) {
    case 'help':
      return helpAnswer(words);
    case 'tooLong':
      return noticeAnswer(words.t('bots.tooLong', { length: MAX_MESSAGE_LENGTH }));
    case 'badDate':
      return noticeAnswer(words.t('bots.badDate'));
    case 'result': {
      const draw = await drawOf(draws, undefined);
      return draw === null ? noticeAnswer(words.t('bots.noDrawYet')) : resultAnswer(context, draw);
    }
    case 'check': {
      const draw = await drawOf(draws, request.draw);
      if (draw === null) {
        return noticeAnswer(
          request.draw === undefined
            ? words.t('bots.noDrawYet')
            : words.t('bots.noDraw', { date: words.drawDate(request.draw) }),
        );
      }
      return verdictAnswer(context, draw, request.tickets, request.leftOut);
    }
  }
}
