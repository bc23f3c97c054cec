import { join } from 'node:path';
import {
  apiCall,
  apiLogin,
  expect,
  loginInBrowser,
  otherBrowser,
  shown,
  test,
} from './support/admin-fixtures';
import { sheetOf } from '../src/admin/results/testing/draws';
import { FULL_DRAW_2024_11_16 } from '../src/testing/fixtures';

const SHOTS = join(import.meta.dirname, 'screenshots');

/** The real draw of 16 Nov 2024 (GLO), every tier, as the full-prize data set holds it. */
const DATE = '2024-11-16';
const { prize1, near1, front3, last3, last2, prize2, prize3, prize4, prize5 } =
  FULL_DRAW_2024_11_16;
const DRAW = { prize1, near1, front3, last3, last2, prize2, prize3, prize4, prize5 };

/** The result sheet as copied from GLO's site, with its heading: Thai labels between the tiers. */
const sheet = (draw: typeof DRAW): string =>
  `ผลสลากกินแบ่งรัฐบาล งวดวันที่ 16 พฤศจิกายน 2567\n${sheetOf(draw)}`;

test.beforeAll(async ({ stack }) => {
  // The draw must be new to this stack (a stack that loaded the shipped history holds it).
  const token = await apiLogin(stack);
  const existing = await apiCall<{ _id: string; date: string }[]>(stack, 'GET', '/results');
  const old = existing.body.find((r) => r.date === DATE);
  if (old) await apiCall(stack, 'DELETE', `/api/results/${old._id}`, { token });
});

test.describe('admin enters complete results', () => {
  test('when the admin pastes a full result with a wrong line, then it is marked; fixed and saved, visitors see every tier; a correction shows old → new and lands in the history', async ({
    page,
    stack,
    browser,
  }) => {
    await loginInBrowser(page, stack);
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Results' })
      .click();
    await expect(page).toHaveURL(/\/admin\/addResult$/);
    await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
    // The spec's form is still on top, as it was.
    await expect(page.getByRole('form', { name: 'Add result' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Full results' });
    await form.getByLabel('Period date').fill(DATE);
    await expect(form.getByLabel('Draw date')).toHaveValue(DATE);

    // One line of the 5th prize lost a digit while copying.
    const right = DRAW.prize5[16] ?? '';
    const wrong = right.slice(0, 5);
    const broken = { ...DRAW, prize5: DRAW.prize5.map((n, i) => (i === 16 ? wrong : n)) };
    await form.getByLabel('Numbers').fill(sheet(broken));
    const bad = form.getByRole('listitem', { name: `5th prize #17: ${wrong}` });
    await expect(bad).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('1 error: fix the errors to save')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save draw' })).toBeDisabled();
    await bad.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      `5th prize must be exactly 6 digits (got "${wrong}")`,
    );
    await page.screenshot({ path: join(SHOTS, 'admin-results-wrong-line.png'), fullPage: true });

    // Fixed where it was pasted: every rule passes and the draw saves.
    await form.getByLabel('Numbers').fill(sheet(DRAW));
    await expect(form.getByText('173 numbers, every rule passes')).toBeVisible();
    await expect(
      form.getByRole('listitem', { name: `5th prize #17: ${right}` }),
    ).not.toHaveAttribute('aria-invalid');
    await expect(form.getByText('Final', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Save draw' }).click();
    await expect(page.getByText(`Draw of ${shown(DATE)} saved`)).toBeVisible();
    await expect(page.getByText(`Editing the draw of ${shown(DATE)}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`edit=${DATE}`));

    const detail = await apiCall<Record<string, unknown>>(stack, 'GET', `/results/${DATE}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ ...DRAW, status: 'final', missing: [] });

    // A visitor sees the whole draw on its own page.
    const visitorContext = await otherBrowser(browser, stack);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/result/${DATE}`);
    await expect(visitor.getByText(DRAW.prize1, { exact: true }).first()).toBeVisible();
    await expect(visitor.getByText(right, { exact: true }).first()).toBeVisible();
    await expect(visitor.getByText(DRAW.prize4[49] ?? '', { exact: true }).first()).toBeVisible();

    // A correction: Edit from the list, change one 4th-prize number, see old → new, save.
    await page.goto('/admin/addResult');
    // The whole shipped history is published: find the draw by its date first.
    await page.getByLabel('Find a draw by date').fill(shown(DATE));
    await page
      .getByRole('table', { name: 'Published results' })
      .getByRole('button', { name: `Edit result of ${shown(DATE)}` })
      .click();
    await expect(page.getByText(`Editing the draw of ${shown(DATE)}`)).toBeVisible();
    const edit = page.getByRole('form', { name: 'Full results' });
    await expect(edit.getByLabel('Numbers')).toHaveValue(
      new RegExp(`^First prize: ${DRAW.prize1}`),
    );
    const before = DRAW.prize4[3] ?? '';
    const after = before === '000001' ? '000002' : '000001';
    await edit
      .getByLabel('Numbers')
      .fill(sheet({ ...DRAW, prize4: DRAW.prize4.map((n, i) => (i === 3 ? after : n)) }));
    const corrected = edit.getByRole('listitem', { name: `4th prize #4: ${after}` });
    await expect(corrected.locator('del')).toHaveText(before);
    await edit.getByLabel('Note (optional)').fill('Checked against the printed sheet');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Draw of ${shown(DATE)} updated`)).toBeVisible();
    const history = page.getByRole('table', { name: `Change history of ${shown(DATE)}` });
    const row = history.getByRole('row').filter({ hasText: 'Corrected' });
    await expect(row).toContainText(stack.adminEmail);
    await expect(row.locator('del')).toHaveText(before);
    await expect(row.locator('ins')).toHaveText(after);
    await expect(history.getByRole('row').filter({ hasText: 'Created' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'admin-results-history.png'), fullPage: true });

    await visitor.goto(`/result/${DATE}`);
    await expect(visitor.getByText(after, { exact: true }).first()).toBeVisible();
    await visitorContext.close();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('when a draw is open for editing on a phone, then its history stacks and nothing scrolls sideways', async ({
      page,
      stack,
    }) => {
      // Runs alone too: the draw is put on file through the API when the test above did not.
      const on = await apiCall(stack, 'GET', `/results/${DATE}`);
      if (on.status === 404) {
        const token = await apiLogin(stack);
        const created = await apiCall(stack, 'POST', '/api/results/add', {
          body: { date: DATE, ...DRAW },
          token,
        });
        expect(created.status).toBe(201);
      }
      await loginInBrowser(page, stack);
      await page.goto(`/admin/addResult?edit=${DATE}`);
      await expect(page.getByText(`Editing the draw of ${shown(DATE)}`)).toBeVisible();
      const history = page.getByRole('table', { name: `Change history of ${shown(DATE)}` });
      await expect(history.getByRole('row').filter({ hasText: 'Created' })).toBeVisible();
      await expect(history.locator('thead')).toHaveCSS('position', 'absolute');
      const { scroll, width } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(SHOTS, 'admin-results-phone.png'), fullPage: true });
    });
  });
});
