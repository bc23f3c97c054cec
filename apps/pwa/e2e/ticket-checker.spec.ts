import type { Result } from '@lotto/contracts';
import { checkTicket, PRIZE_AMOUNTS } from '@lotto/number-tools';
import { addResult, listResults } from './support/api';
import { expect, test } from './support/fixtures';
import { seedContent } from './support/seed';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const baht = (n: number) => new Intl.NumberFormat('en-US').format(n);
const todayInBangkok = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test.describe('ticket checker', () => {
  let latest: Result;

  test.beforeAll(async ({ stack }) => {
    await seedContent(stack);
    latest = (await (await fetch(`${stack.apiUrl}/api/results/latest`)).json()) as Result;
  });

  test('every prize of every ticket, with amounts, against the latest or a chosen draw', async ({
    page,
    stack,
  }) => {
    const next = String((Number(latest.prize1) + 1) % 1_000_000).padStart(6, '0');
    const frontAndBack = `${latest.front3[0] ?? '000'}${latest.last3[0] ?? '000'}`;
    const lastTwo = `9999${latest.last2}`;
    const candidates = [latest.prize1, next, frontAndBack, lastTwo, '000000', '111111', '222222'];
    const loser = candidates.slice(4).find((t) => checkTicket(t, latest).length === 0) ?? '';
    const tickets = [latest.prize1, next, frontAndBack, lastTwo, loser];

    await page.goto('/check');
    await page.getByLabel('Ticket numbers').fill(tickets.join('\n'));
    await page.getByRole('button', { name: 'Check' }).click();
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
      const total = wins.reduce((sum, w) => sum + w.amount, 0);
      await expect(row).toContainText(`Wins ${baht(total)} baht`);
      await expect(row.getByRole('listitem')).toHaveCount(wins.length);
    }
    await expect(checked.locator(`[data-ticket="${latest.prize1}"]`)).toContainText(
      `First prize: ${baht(PRIZE_AMOUNTS.first)} baht`,
    );
    await expect(checked.locator(`[data-ticket="${next}"]`)).toContainText(
      `Next to first prize: ${baht(PRIZE_AMOUNTS.near1)} baht`,
    );

    // Another draw, picked from the list.
    const older = (await listResults(stack))[5];
    if (!older) throw new Error('seeding gave fewer than 6 draws');
    await page.getByLabel('Ticket numbers').fill(older.prize1);
    await page.getByRole('combobox', { name: 'Draw' }).click();
    await page.getByRole('combobox', { name: 'Draw' }).fill(ddmmyyyy(older.date));
    await page.getByTitle(ddmmyyyy(older.date), { exact: true }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(`Results for the draw of ${ddmmyyyy(older.date)}`)).toBeVisible();
    await expect(checked.locator(`[data-ticket="${older.prize1}"]`)).toContainText('First prize');
  });

  test('saved tickets are re-checked when a new draw arrives', async ({ page, stack }) => {
    const today = todayInBangkok();
    test.skip(today <= latest.date, 'needs a day after the newest seeded draw');
    const ticket = '314159';

    await page.goto('/check');
    await page.getByLabel('Ticket numbers').fill(`${ticket} 271828`);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('button', { name: 'Save these tickets on this device' }).click();
    const saved = page.getByRole('list', { name: 'Saved tickets' });
    await expect(saved.locator(`[data-ticket="${ticket}"]`)).toBeVisible();

    // The admin publishes today's draw, and the saved ticket is its first prize.
    await addResult(stack, {
      date: today,
      prize1: ticket,
      front3: ['123', '456'],
      last3: ['789', '012'],
      last2: '34',
    });

    await page.goto('/');
    const note = page
      .locator('.ant-notification-notice')
      .filter({ hasText: `New draw ${ddmmyyyy(today)}` });
    await expect(note).toContainText(
      `1 of your saved tickets won ${baht(PRIZE_AMOUNTS.first)} baht: ${ticket}`,
    );
    await note.getByRole('link', { name: 'See details' }).click();
    await expect(page).toHaveURL(/\/check$/);
    await expect(
      page.getByRole('list', { name: 'Saved tickets' }).locator(`[data-ticket="${ticket}"]`),
    ).toContainText('First prize');

    // Told once per draw.
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toContainText(ticket);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  });
});
