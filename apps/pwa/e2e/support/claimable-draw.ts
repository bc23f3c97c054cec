import { expect } from '@playwright/test';
import {
  API,
  bangkokDay,
  claimDeadline,
  type Draw,
  type DrawDetail,
  type DrawInput,
  drawIssues,
  eraOf,
  nearFirstOf,
  possibleWins,
  TIERS,
} from '@lotto/contracts';
import { checkTicket, drawsBetween } from '@lotto/number-tools';
import { createApiClient, seededRandom } from '@lotto/test-kit';
import { adminToken, listResults } from './api';
import type { Stack } from './stack';

/*
 * A draw with every tier that can still be claimed today, whatever today is. The shipped history
 * stops at a fixed date, and its last draw with every tier (1 Jun 2026) leaves the two-year claim
 * window on 1 Jun 2028: offline tests of "every claimable draw is on the device" must not depend on
 * it. So a spec publishes a synthetic draw of its own through the admin API and takes it back after.
 * The specs that read the stack's history as it is take its newest claimable draw instead
 * (`newestClaimableDraw`), and a ticket that wins nothing in it (`losingTicket`).
 */

const DAY_MS = 86_400_000;
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** FNV-1a of the text: the generator's seed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/**
 * A complete draw of period `date` (drawn that day, final) with numbers generated from the date:
 * every tier of its era in full count and digit length, the near-first numbers first prize ± 1,
 * and no 6-digit number twice in the whole draw (as on GLO's sheets). Throws when the result
 * breaks a rule of the contracts (`drawIssues`), so a changed era rule shows here, not as a 400.
 */
export function syntheticDraw(date: string): DrawInput {
  const random = seededRandom(hashOf(`synthetic-draw:${date}`));
  const era = eraOf(date);
  const number = (digits: number) =>
    String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
  const prize1Rule = era.tiers.prize1;
  if (!prize1Rule) throw new Error(`draws of ${date} have no first prize (${era.label})`);
  const prize1 = number(prize1Rule.digits);
  const taken = new Set([prize1, ...nearFirstOf(prize1)]);
  const draw: Record<string, string | string[]> = { date, drawDate: date, status: 'final' };
  for (const tier of TIERS) {
    const rule = era.tiers[tier];
    if (!rule) continue;
    if (tier === 'prize1') draw[tier] = prize1;
    else if (tier === 'near1') draw[tier] = nearFirstOf(prize1);
    else if (tier === 'last2') draw[tier] = number(rule.digits);
    else {
      const numbers: string[] = [];
      while (numbers.length < rule.count) {
        const next = number(rule.digits);
        // Distinct 6-digit prizes across the draw; 3-digit tiers may repeat, as GLO's may.
        if (rule.digits === 6 && taken.has(next)) continue;
        taken.add(next);
        numbers.push(next);
      }
      draw[tier] = numbers;
    }
  }
  const result = draw as DrawInput;
  const issues = drawIssues(result);
  if (issues.length > 0) {
    throw new Error(`the synthetic draw of ${date} breaks the rules: ${JSON.stringify(issues)}`);
  }
  return result;
}

/** A published claimable draw with every tier, and how to take it back off the stack. */
export interface ClaimableDraw {
  /** What was published: every tier of its era. */
  draw: DrawInput & Required<Pick<DrawInput, 'prize1' | 'prize2' | 'prize5'>>;
  /** Deletes the draw again (specs share one stack per worker: leave the history as it was). */
  remove: () => Promise<void>;
}

/**
 * Publishes, through the admin API, a synthetic complete draw (`syntheticDraw`) that can still be
 * claimed today (Bangkok day), dated the most recent regular draw date before today that has no
 * draw on the stack — after the shipped history ends that is the newest draw, which is what a
 * visitor then sees as the last result. Never today (draw-day specs publish today's draw). When
 * every regular date of the window is taken, the most recent free day of the window instead: the
 * API takes any period date, and no real draw is touched either way.
 */
export async function publishClaimableDraw(stack: Stack): Promise<ClaimableDraw> {
  const today = bangkokDay();
  const yesterday = dayBefore(today);
  const onFile = new Set((await listResults(stack)).map((r) => r.date));
  const free = (date: string) => !onFile.has(date) && claimDeadline(date) >= today;
  // Nothing drawn before 1 January two years ago can still be claimed.
  const windowStart = `${Number(today.slice(0, 4)) - 2}-01-01`;
  const regular = drawsBetween(windowStart, yesterday)
    .map((d) => d.date)
    .reverse();
  let date = regular.find(free);
  for (let day = yesterday; date === undefined && day >= windowStart; day = dayBefore(day)) {
    if (free(day)) date = day;
  }
  if (date === undefined) throw new Error(`no free day in the claim window before ${today}`);

  const draw = syntheticDraw(date);
  const client = createApiClient(stack.apiUrl);
  const added = await client.call<DrawDetail>('POST', API.results.add.path(), {
    body: draw,
    token: await adminToken(stack),
  });
  if (added.status !== 201) {
    throw new Error(`publishing ${date} → ${added.status}: ${JSON.stringify(added.body)}`);
  }
  const { _id: id } = added.body;
  const { prize1, prize2, prize5 } = draw;
  if (prize1 === undefined || prize2 === undefined || prize5 === undefined) {
    throw new Error(`the synthetic draw of ${date} lacks a tier of today's era`);
  }
  return {
    draw: { ...draw, prize1, prize2, prize5 },
    remove: async () => {
      const removed = await client.call('DELETE', API.results.remove.path({ id }), {
        token: await adminToken(stack),
      });
      if (removed.status !== 204 && removed.status !== 404) {
        throw new Error(`removing ${date} → ${removed.status}: ${JSON.stringify(removed.body)}`);
      }
    },
  };
}

/**
 * The first claimable draw on the stack (the newest) that is final, has every tier on file and a
 * 2nd prize. Throws when there is none.
 */
export async function newestClaimableDraw(stack: Stack): Promise<Draw> {
  const { status, body } = await createApiClient(stack.apiUrl).call<Draw[]>(
    'GET',
    API.results.claimable.path(),
  );
  expect(status).toBe(200);
  const draw = body.find(
    (d) => d.status === 'final' && d.missing.length === 0 && (d.prize2?.length ?? 0) > 0,
  );
  if (!draw) throw new Error('no claimable draw with every tier on the stack');
  return draw;
}

/** {@link newestClaimableDraw} and one of its 2nd-prize numbers (throws when that number is empty). */
export async function claimableWithSecondPrize(
  stack: Stack,
): Promise<{ draw: Draw; winner: string }> {
  const draw = await newestClaimableDraw(stack);
  const winner = draw.prize2?.[0];
  if (!winner) throw new Error('no claimable draw with every tier on the stack');
  return { draw, winner };
}

/** A ticket that wins nothing in `draw`, not even possibly (where the sources disagree). */
export function losingTicket(draw: Draw): string {
  for (let n = 100_000; n < 1_000_000; n += 7_919) {
    const ticket = String(n);
    if (checkTicket(ticket, draw).length === 0 && possibleWins(ticket, draw).length === 0)
      return ticket;
  }
  throw new Error(`every ticket tried wins something in ${draw.date}`);
}
