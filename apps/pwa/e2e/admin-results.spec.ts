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

const SHOTS = join(import.meta.dirname, 'screenshots');
const words = (text: string) => text.split(' ');

/** The real draw of 16 Nov 2024 (GLO), every tier, as the full-prize data set holds it. */
const DATE = '2024-11-16';
const DRAW = {
  prize1: '187221',
  near1: words('187220 187222'),
  front3: words('036 923'),
  last3: words('980 547'),
  last2: '38',
  prize2: words('856492 739382 164480 459403 339596'),
  prize3: words('243904 744835 271867 287458 822647 803964 705238 319545 088391 584122'),
  prize4: words(
    [
      '854444 377347 278756 852768 968311 399138 730035 769620 679006 962056',
      '201819 060223 650025 438914 706630 564974 974578 032420 622075 149320',
      '081623 221831 390470 800670 020102 143088 879859 235398 193067 984918',
      '249235 704511 474735 287080 515974 947933 164159 797585 068457 719828',
      '527535 529166 189506 461418 296736 031147 819942 424200 604235 719577',
    ].join(' '),
  ),
  prize5: words(
    [
      '822346 577589 393988 737877 888036 455565 763946 466122 982473 244907',
      '436509 895633 541777 831411 171201 585681 306713 730359 229369 040200',
      '719461 332591 777923 647724 720433 504598 508549 190752 925082 429168',
      '361389 992356 680182 419328 200238 447811 796055 273030 279629 032425',
      '148474 986925 799427 410920 247343 260186 057397 428874 204837 025378',
      '625306 216401 727095 856212 944270 908507 269883 300471 921558 301731',
      '441209 780358 525992 941133 542225 768267 643187 657280 308731 612377',
      '852195 092506 645166 848055 911396 464219 477905 171582 731062 340257',
      '047871 650957 653115 216589 448438 269205 440000 101145 867017 992905',
      '715738 344665 694314 301871 028158 606732 363848 345709 369266 033780',
    ].join(' '),
  ),
};

/** The result sheet as copied from GLO's site: Thai labels, counts and amounts between the tiers. */
function sheet(draw: typeof DRAW): string {
  const rows = (list: readonly string[]) =>
    Array.from({ length: Math.ceil(list.length / 10) }, (_, i) =>
      list.slice(i * 10, i * 10 + 10).join(' '),
    ).join('\n');
  return [
    'ผลสลากกินแบ่งรัฐบาล งวดวันที่ 16 พฤศจิกายน 2567',
    'รางวัลที่ 1 รางวัลละ 6,000,000 บาท',
    draw.prize1,
    'รางวัลข้างเคียงรางวัลที่ 1 มี 2 รางวัลๆละ 100,000 บาท',
    draw.near1.join(' '),
    'รางวัลเลขหน้า 3 ตัว 2 รางวัลๆละ 4,000 บาท',
    draw.front3.join(' '),
    'รางวัลเลขท้าย 3 ตัว 2 รางวัลๆละ 4,000 บาท',
    draw.last3.join(' '),
    'รางวัลเลขท้าย 2 ตัว 1 รางวัลๆละ 2,000 บาท',
    draw.last2,
    'รางวัลที่ 2 มี 5 รางวัลๆละ 200,000 บาท',
    rows(draw.prize2),
    'รางวัลที่ 3 มี 10 รางวัลๆละ 80,000 บาท',
    rows(draw.prize3),
    'รางวัลที่ 4 มี 50 รางวัลๆละ 40,000 บาท',
    rows(draw.prize4),
    'รางวัลที่ 5 มี 100 รางวัลๆละ 20,000 บาท',
    rows(draw.prize5),
  ].join('\n');
}

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
