import {
  bangkokDay,
  claimDeadline,
  type DrawDetail,
  type DrawInput,
  prizeAmount,
  type Result,
  RESULT_PATHS,
} from '@lotto/contracts';
import { checkTicket } from '@lotto/number-tools';
import type { Page } from '@playwright/test';
import { addResult, listResults } from './support/api';
import { type ClaimableDraw, publishClaimableDraw } from './support/claimable-draw';
import { expect, test } from './support/fixtures';
import { seedContent, shippedDraws } from './support/seed';
import { claimableOnDevice } from './support/device';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const baht = (n: number) => new Intl.NumberFormat('en-US').format(n);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The saved tickets' new-draw notifications: regions named by their title. */
const drawNotifications = (page: Page) =>
  page.getByRole('region', { name: /^(New draw|Final results) \d{2}\/\d{2}\/\d{4}$/ });

/** A real 2024 draw with every tier in the shipped history. */
const FULL_2024 = '2024-12-16';
/** A real 2026 draw of which only the main tiers are on file (no near-first, no 2nd–5th). */
const MAIN_ONLY_2026 = '2026-07-16';

/** A number that wins nothing in `draw` (among its tiers on file). */
function loserOf(draw: DrawInput | Result): string {
  const loser = ['000000', '111111', '222222', '333333', '444444'].find(
    (t) => checkTicket(t, draw).length === 0,
  );
  if (!loser) throw new Error(`every candidate wins in ${draw.date}`);
  return loser;
}

async function checkTickets(page: Page, tickets: readonly string[]) {
  await page.getByLabel('Ticket numbers').fill(tickets.join('\n'));
  await page.getByRole('button', { name: 'Check' }).click();
}

test.describe('ticket checker', () => {
  /** The newest draw with every tier on file (the checker checks against all of them). */
  let latest: DrawDetail;
  let full2024: DrawInput;
  let mainOnly2026: DrawInput;
  /** A complete draw still claimable today, published for this file. */
  let claimable: ClaimableDraw | undefined;

  test.beforeAll(async ({ stack }) => {
    await seedContent(stack);
    claimable = await publishClaimableDraw(stack);
    const { date } = (await (await fetch(stack.apiUrl + RESULT_PATHS.latest)).json()) as Result;
    latest = (await (await fetch(stack.apiUrl + RESULT_PATHS.detail(date))).json()) as DrawDetail;
    const shipped = await shippedDraws();
    const find = (date: string) => {
      const draw = shipped.find((d) => d.date === date);
      if (!draw) throw new Error(`the shipped history has no draw of ${date}`);
      return draw;
    };
    full2024 = find(FULL_2024);
    mainOnly2026 = find(MAIN_ONLY_2026);
  });

  test.afterAll(async () => {
    await claimable?.remove();
  });

  test('every prize of every ticket, with amounts, against the latest or a chosen draw', async ({
    page,
    stack,
  }) => {
    const { prize1 = '', front3 = [], last3 = [], last2 = '' } = latest;
    const next = String((Number(prize1) + 1) % 1_000_000).padStart(6, '0');
    const frontAndBack = `${front3[0] ?? '000'}${last3[0] ?? '000'}`;
    const lastTwo = `9999${last2}`;
    const tickets = [prize1, next, frontAndBack, lastTwo, loserOf(latest)];

    await page.goto('/check');
    // /check is the server's page until the app takes it over (its header's language switch):
    // the checker's fields are the app's.
    await expect(page.locator('.lang-switch-select')).toBeVisible();
    // The page says what it is once: the title, not again on the form's card.
    await expect(page.getByText('Check your ticket', { exact: true })).toHaveCount(1);
    await checkTickets(page, tickets);
    const heading = page.getByText(`Results for the draw of ${ddmmyyyy(latest.date)}`);
    await expect(heading).toBeVisible();
    // On a phone the heading wraps beside "Save tickets" instead of being cut to "Results for th…".
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => heading.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0))
      .toBe(true);
    if (desktop) await page.setViewportSize(desktop);

    const checked = page.getByRole('list', { name: 'Checked tickets' });
    for (const ticket of tickets) {
      const wins = checkTicket(ticket, latest);
      const row = checked.locator(`[data-ticket="${ticket}"]`);
      if (wins.length === 0) {
        await expect(row).toContainText('No prize');
        continue;
      }
      const total = wins.reduce((sum, tier) => sum + (prizeAmount(latest.date, tier) ?? 0), 0);
      await expect(row).toContainText(`Wins ${baht(total)} baht`);
      await expect(row.getByRole('listitem')).toHaveCount(wins.length);
    }
    await expect(checked.locator(`[data-ticket="${prize1}"]`)).toContainText(
      `First prize: ${baht(prizeAmount(latest.date, 'prize1') ?? 0)} baht`,
    );
    await expect(checked.locator(`[data-ticket="${next}"]`)).toContainText(
      `Next to first prize: ${baht(prizeAmount(latest.date, 'near1') ?? 0)} baht`,
    );
    await expect(
      page.getByRole('link', { name: `See the full draw of ${ddmmyyyy(latest.date)}` }),
    ).toHaveAttribute('href', `/result/${latest.date}`);

    // Another draw, found by typing its date.
    const older = (await listResults(stack))[5];
    if (!older?.prize1) throw new Error('the stack has fewer than 6 draws');
    await page.getByLabel('Ticket numbers').fill(older.prize1);
    await page.getByRole('combobox', { name: 'Draw' }).click();
    await page.getByRole('combobox', { name: 'Draw' }).fill(ddmmyyyy(older.date));
    await page.getByTitle(ddmmyyyy(older.date), { exact: true }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(`Results for the draw of ${ddmmyyyy(older.date)}`)).toBeVisible();
    await expect(checked.locator(`[data-ticket="${older.prize1}"]`)).toContainText('First prize');
  });

  test('a ticket that won a 2nd prize of a real 2024 draw wins 200,000 baht', async ({ page }) => {
    const second = full2024.prize2?.[0];
    if (!second) throw new Error(`${FULL_2024} has no 2nd prize in the shipped history`);
    // The draw page links here with the draw preselected.
    await page.goto(`/check?draw=${FULL_2024}`);
    await checkTickets(page, [second, loserOf(full2024)]);
    await expect(page.getByText(`Results for the draw of ${ddmmyyyy(FULL_2024)}`)).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Checked tickets' })
      .locator(`[data-ticket="${second}"]`);
    await expect(row).toContainText('2nd prize: 200,000 baht');
    await expect(row).toContainText('Wins 200,000 baht');
    // Every tier of that draw is on file: a plain 'No prize' for the loser.
    const loser = page
      .getByRole('list', { name: 'Checked tickets' })
      .locator(`[data-ticket="${loserOf(full2024)}"]`);
    await expect(loser).toHaveText(`${loserOf(full2024)}No prize`);
  });

  test('a 2026 draw without its lower prizes on file: the verdict names the prizes checked', async ({
    page,
  }) => {
    await page.goto('/check');
    // /check is the server's page until the app takes it over (its header's language switch):
    // the checker's fields are the app's.
    await expect(page.locator('.lang-switch-select')).toBeVisible();
    await page.getByRole('combobox', { name: 'Draw' }).click();
    await page.getByRole('combobox', { name: 'Draw' }).fill('16 July 2026');
    await page.getByTitle(ddmmyyyy(MAIN_ONLY_2026), { exact: true }).click();
    const loser = loserOf(mainOnly2026);
    await checkTickets(page, [loser]);
    const row = page
      .getByRole('list', { name: 'Checked tickets' })
      .locator(`[data-ticket="${loser}"]`);
    await expect(row).toContainText(
      'No prize among the prizes on file: first, next to first, front-3, last-3, last-2',
    );
    await expect(row).toContainText('Not checked, not on file: 2nd–5th');
  });

  test('a ticket saved for a past period is checked against that period only', async ({ page }) => {
    // The first prize of the newest draw, saved for the 16 Dec 2024 period: it must not win.
    const ticket = latest.prize1 ?? '';
    const expectedWins = checkTicket(ticket, full2024);
    await page.goto(`/check?draw=${FULL_2024}`);
    await checkTickets(page, [ticket]);
    await page.getByRole('button', { name: 'Save these tickets on this device' }).click();

    const saved = page.getByRole('list', { name: 'Saved tickets' });
    const row = saved.locator(`[data-ticket="${ticket}"][data-period="${FULL_2024}"]`);
    await expect(row).toContainText(`Period ${ddmmyyyy(FULL_2024)}`);
    if (expectedWins.length === 0) await expect(row).toContainText('No prize');
    await expect(row).not.toContainText('First prize');

    // Its claim deadline, counted down from today.
    const deadline = claimDeadline(full2024.drawDate ?? FULL_2024);
    const left = daysBetween(bangkokDay(), deadline);
    await expect(row).toContainText(
      left < 0
        ? `Claim period over (ended ${ddmmyyyy(deadline)})`
        : left === 0
          ? `Claim by ${ddmmyyyy(deadline)} — last day today`
          : `Claim by ${ddmmyyyy(deadline)} — ${left} ${left === 1 ? 'day' : 'days'} left`,
    );

    // Still so after a reload, and the newest draw's notification does not claim it won.
    await page.reload();
    await expect(row).not.toContainText('First prize');
    await expect(drawNotifications(page)).toHaveCount(0);
  });

  test('offline, the checker still checks a claimable draw against every tier kept on the device', async ({
    page,
    context,
  }) => {
    if (!claimable) throw new Error('no claimable draw was published');
    const { draw } = claimable;
    const ticket = draw.prize2[0] ?? '';

    await page.goto('/check');
    // /check is the server's page until the app takes it over (its header's language switch):
    // the checker's fields are the app's.
    await expect(page.locator('.lang-switch-select')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect
      .poll(async () => (await claimableOnDevice(page)).includes(draw.prize2[4] ?? '?'), {
        timeout: 30_000,
      })
      .toBe(true);

    await context.setOffline(true);
    await page.goto(`/check?draw=${draw.date}`);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await checkTickets(page, [ticket]);
    await expect(page.getByText(`Results for the draw of ${ddmmyyyy(draw.date)}`)).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Checked tickets' })
      .locator(`[data-ticket="${ticket}"]`);
    await expect(row).toContainText('2nd prize: 200,000 baht');
    await expect(row).toContainText('Wins 200,000 baht');
    await expect(page.getByText(/the full draw is not on this device/)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a ticket saved for today’s period waits for its draw, then is announced when it lands', async ({
    page,
    stack,
  }) => {
    const today = bangkokDay();
    const existing = (await listResults(stack)).some((r) => r.date === today);
    test.skip(existing, 'another spec already published a draw for today on this stack');
    const ticket = '314159';

    await page.goto('/check');
    // /check is the server's page until the app takes it over (its header's language switch):
    // the checker's fields are the app's.
    await expect(page.locator('.lang-switch-select')).toBeVisible();
    await page.getByLabel('Ticket number', { exact: true }).fill(ticket);
    await page.getByLabel('Period date').fill(today);
    await page.getByRole('button', { name: 'Save ticket' }).click();
    const saved = page.getByRole('list', { name: 'Saved tickets' });
    await expect(saved.locator(`[data-ticket="${ticket}"]`)).toContainText(
      `Waiting for the draw of ${ddmmyyyy(today)}`,
    );

    // The admin publishes today's draw, and the saved ticket is its first prize.
    await addResult(stack, {
      date: today,
      prize1: ticket,
      front3: ['123', '456'],
      last3: ['789', '012'],
      last2: '34',
    });

    await page.goto('/');
    const note = page.getByRole('region', { name: `New draw ${ddmmyyyy(today)}` });
    await expect(note).toContainText(
      `1 of your saved tickets won ${baht(prizeAmount(today, 'prize1') ?? 0)} baht: ${ticket}`,
    );
    // Only the main tiers are in yet: the draw is provisional.
    await expect(note).toContainText('Provisional — numbers still coming in');
    await note.getByRole('link', { name: 'See details' }).click();
    await expect(page).toHaveURL(/\/check$/);
    await expect(saved.locator(`[data-ticket="${ticket}"]`)).toContainText('First prize');

    // Told once per draw (until it becomes final).
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toContainText(ticket);
    await expect(drawNotifications(page)).toHaveCount(0);
  });
});

/**
 * 16 Jun 2025 as shipped: its last-2 is 96 in GLO's table and 06 in the Sanook archive, and nothing
 * at hand settles it. A ticket ending in either may have won it; one ending in neither did not.
 */
const DISPUTED_DATE = '2025-06-16';

test.describe('the checker and a disputed tier', () => {
  test('a ticket ending in one source’s last-2 may have won it and is told why; one ending in neither is told it did not win it either way', async ({
    page,
  }) => {
    await page.goto(`/check?draw=${DISPUTED_DATE}`);
    await checkTickets(page, ['123496', '123455']);
    const rows = page.getByRole('list', { name: 'Checked tickets' });
    const maybe = rows.locator('[data-ticket="123496"]');
    await expect(maybe).toContainText(
      "May have won: last-2 (sources disagree — check GLO's official sheet)",
    );
    await expect(maybe).toContainText(
      "Your ticket matches 96 from GLO's table; the Sanook archive has 06 — check GLO's official sheet before you claim",
    );
    await expect(maybe).not.toContainText('Wins');
    await expect(maybe).not.toContainText('No prize');
    const neither = rows.locator('[data-ticket="123455"]');
    await expect(neither).toContainText(
      "Last 2 digits: sources disagree (96 in GLO's table, 06 in the Sanook archive); your ticket matches none of them, so it did not win this prize either way.",
    );
  });
});

test.describe('the checker and a disputed tier, in Thai', () => {
  test.use({ locale: 'th-TH' });

  test('a ticket ending in the Sanook archive’s last-2 is told in Thai that it may have won', async ({
    page,
  }) => {
    await page.goto(`/check?draw=${DISPUTED_DATE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.getByLabel('เลขสลากที่จะตรวจ').fill('000006');
    await page.getByRole('button', { name: 'ตรวจ', exact: true }).click();
    const row = page.locator('[data-ticket="000006"]');
    await expect(row).toContainText(
      'สลากของคุณตรงกับ 06 จากคลังผลสลากของสนุก; ตารางของสำนักงานสลากฯระบุ 96 — โปรดตรวจกับใบตรวจผลทางการของสำนักงานสลากฯ ก่อนขึ้นเงิน',
    );
  });
});
