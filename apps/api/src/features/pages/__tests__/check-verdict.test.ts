import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Draw, missingTiers, parseShippedDraws, type ShippedDraw } from '@lotto/contracts';
import { LOCALES } from '@lotto/site';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@lotto/site';
import { createElement } from 'react';
import { type CheckedTicket, CheckedTicketCard } from '../check-verdict.js';
import { renderPieces } from '../site-pieces.js';
import { pageText } from '../../../shared/page-text.js';

/*
 * The plain /check form's verdict is the app's checked card (@lotto/site/verdict-view) rendered by
 * the server: every kind of verdict, in every language, over real draws of the shipped history.
 * The server's words throw on a message the catalogs lack, so each path is worded in each language.
 */

const HISTORY = join(import.meta.dirname, '../../../../../../data/history/draws.ndjson');
const shipped = new Map<string, ShippedDraw>(
  parseShippedDraws(readFileSync(HISTORY, 'utf8')).flatMap((row) =>
    row.ok ? [[row.draw.date, row.draw] as const] : [],
  ),
);

function draw(date: string): Draw {
  const found = shipped.get(date);
  if (found === undefined) throw new Error(`no shipped draw of ${date}`);
  const { sources: _s, corrections: _c, ...rest } = found;
  return { _id: `t${date}`, ...rest, missing: missingTiers(rest) };
}

/** The card's text as a reader gets it: tags out, entities back, spaces folded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const TODAY = '2026-11-29';

/** The checked card as /check's plain form renders it (check-page-html.tsx). */
function checkedCardHtml(
  text: ReturnType<typeof pageText>,
  checked: CheckedTicket,
  today: string,
  urlLang: Locale | undefined,
): string {
  return renderPieces(text, urlLang, createElement(CheckedTicketCard, { checked, today }));
}

function card(lang: (typeof LOCALES)[number], date: string, number: string, latest = date) {
  return checkedCardHtml(pageText(lang), { draw: draw(date), number, latest }, TODAY, undefined);
}

describe('the plain form’s checked card', () => {
  it('when a ticket won a 2nd prize of a claimable draw, then it says how much, the claim deadline and how to claim', () => {
    const d = draw('2025-06-16');
    const winner = d.prize2?.[0] ?? '';
    const text = textOf(card('en', d.date, winner));
    expect(text).toContain(`${winner} Wins 200,000 baht`);
    expect(text).toContain('2nd prize: 200,000 baht');
    expect(text).toContain('Claim by 16/06/2027 — 199 days left');
    expect(text).toContain('How to claim');
    expect(text).toContain('Amounts per 80-baht ticket.');
    expect(card('en', d.date, winner)).toContain('href="/result/2025-06-16"');
  });

  it('when a ticket matches one source of the disputed last-2 of 16 Jun 2025, then it may have won and the card names the source it matches', () => {
    const text = textOf(card('en', '2025-06-16', '123406'));
    expect(text).toContain('May have won');
    expect(text).toMatch(/Your ticket matches 06 from the Sanook archive; GLO.s table has 96/);
  });

  it('when a draw before Sep 2017 is checked, then the amounts are per slip', () => {
    const d = draw('2014-12-16');
    const text = textOf(card('en', d.date, d.prize1 ?? ''));
    expect(text).toContain('per slip');
    expect(text).toContain('Amounts per 40-baht slip');
    expect(text).toContain('Claim period over');
  });

  it('when a draw of 1990–94 is asked, then the card says 6-digit tickets cannot be checked against it', () => {
    const text = textOf(card('en', '1993-12-16', '123456'));
    expect(text).toContain(pageText('en').t('checker.sevenDigit'));
    expect(text).not.toContain('No prize');
  });

  it('when the draw is provisional, then a losing ticket is not told it won nothing', () => {
    const d: Draw = { ...draw('2025-06-16'), status: 'provisional' };
    const text = textOf(
      checkedCardHtml(pageText('en'), { draw: d, number: '000000', latest: d.date }, TODAY, 'en'),
    );
    expect(text).toContain(pageText('en').t('checker.provisional'));
  });

  it.each(LOCALES)(
    'when the card is rendered in %s, then every kind of verdict is worded in that language',
    (lang) => {
      const d = draw('2025-06-16');
      const kinds = [
        card(lang, d.date, d.prize2?.[0] ?? ''),
        card(lang, d.date, '123406'),
        card(lang, d.date, '000000'),
        card(lang, d.date, d.near1?.[0] ?? ''),
        card(lang, '2014-12-16', draw('2014-12-16').prize1 ?? ''),
        card(lang, '1993-12-16', '123456'),
      ].map(textOf);
      for (const text of kinds) expect(text.length).toBeGreaterThan(40);
      if (lang !== 'en') {
        const english = textOf(card('en', d.date, d.prize2?.[0] ?? ''));
        expect(kinds[0]).not.toBe(english);
        expect(kinds[0]).not.toContain('Wins');
      }
    },
  );
});
