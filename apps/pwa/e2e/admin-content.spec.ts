import { bangkokDay } from '@lotto/contracts';
import {
  apiCall,
  digits,
  expect,
  loginInBrowser,
  otherBrowser,
  registerMember,
  shown,
  test,
  unique,
} from './support/admin-fixtures';
import { approveMember } from './support/api';

test.describe('admin publishes content', () => {
  test('when the admin publishes a result, then visitors see it on the Home card and the Result page, until it is deleted', async ({
    page,
    stack,
    browser,
  }) => {
    // Today's draw is the newest one not in the future, so Home's card shows it.
    const today = bangkokDay();
    // Four different 3-digit numbers: each is then found once on the draw's row.
    const threes = new Set<string>();
    while (threes.size < 4) threes.add(digits(3));
    const [f1, f2, l1, l2] = [...threes] as [string, string, string, string];
    const draw = {
      prize1: digits(6),
      front3: [f1, f2],
      last3: [l1, l2],
      last2: digits(2),
    };
    await loginInBrowser(page, stack);
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Results' })
      .click();
    await expect(page).toHaveURL(/\/admin\/addResult$/);
    const form = page.getByRole('form', { name: 'Add result' });
    await expect(form.getByLabel('Draw date')).toHaveValue(today);

    // Checked as typed, before any submit.
    await form.getByLabel('Prize 1').fill(draw.prize1.slice(0, 3));
    await expect(form.getByText('Prize 1 must be exactly 6 digits')).toBeVisible();
    await form.getByLabel('Prize 1').fill(draw.prize1);
    await expect(form.getByText('Prize 1 must be exactly 6 digits')).toBeHidden();
    await form.getByLabel('Front 3 (1)').fill(draw.front3[0] ?? '');
    await form.getByLabel('Front 3 (2)').fill(draw.front3[1] ?? '');
    await form.getByLabel('Last 3 (1)').fill(draw.last3[0] ?? '');
    await form.getByLabel('Last 3 (2)').fill(draw.last3[1] ?? '');
    await form.getByLabel('Last 2 Digits').fill(draw.last2);
    await form.getByRole('button', { name: 'Submit Result' }).click();
    await expect(page.getByText(`Result of ${shown(today)} published`)).toBeVisible();
    const published = page.getByRole('table', { name: 'Published results' });
    await expect(published.getByRole('row').filter({ hasText: draw.prize1 })).toBeVisible();

    const visitorContext = await otherBrowser(browser, stack);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const card = visitor.getByLabel('Last result');
    await expect(card.getByText(draw.prize1)).toBeVisible();
    await expect(card.getByText(shown(today))).toBeVisible();
    await expect(card.getByText(draw.last2, { exact: true })).toBeVisible();
    await visitor.goto('/result');
    const article = visitor.getByRole('article', { name: `Draw ${shown(today)}` });
    await expect(article.getByText(draw.prize1)).toBeVisible();
    for (const n of [...draw.front3, ...draw.last3])
      await expect(article.getByText(n, { exact: true })).toBeVisible();

    // A second result for the same date is refused with the server's reason.
    await form.getByLabel('Draw date').fill(today);
    await form.getByLabel('Prize 1').fill(digits(6));
    await form.getByLabel('Front 3 (1)').fill(digits(3));
    await form.getByLabel('Front 3 (2)').fill(digits(3));
    await form.getByLabel('Last 3 (1)').fill(digits(3));
    await form.getByLabel('Last 3 (2)').fill(digits(3));
    await form.getByLabel('Last 2 Digits').fill(digits(2));
    await form.getByRole('button', { name: 'Submit Result' }).click();
    await expect(page.getByText('Error submitting result')).toBeVisible();
    await expect(page.getByText(`A result for ${today} already exists`)).toBeVisible();

    // Delete asks first; then the draw is gone for visitors too.
    await page.getByRole('button', { name: `Delete result of ${shown(today)}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(published.getByRole('row').filter({ hasText: draw.prize1 })).toHaveCount(0);
    await visitor.goto('/result');
    await expect(visitor.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(visitor.getByText(draw.prize1)).toHaveCount(0);
    await visitorContext.close();
  });

  test('when the admin adds a tip, a VIP tip and a success image, then visitors and members see them where they belong', async ({
    page,
    stack,
    browser,
  }) => {
    const id = unique();
    // Real images the browser can load (the PWA's own icon), told apart by their query string.
    const tipUrl = `${stack.appUrl}/favicon.svg?tip=${id}`;
    const vipUrl = `${stack.appUrl}/favicon.svg?vip=${id}`;
    const successUrl = `${stack.appUrl}/favicon.svg?success=${id}`;
    await loginInBrowser(page, stack);
    const nav = page.getByRole('navigation', { name: 'Admin menu' });

    // The VIP tip gets a caption: its alt text in the panel and on the site, shown in the viewer.
    const vipCaption = `Two numbers for ${id}`;
    for (const [link, url, label, caption] of [
      ['Add Tips', tipUrl, 'Tip 1', undefined],
      ['VIP Tips', vipUrl, 'VIP tip 1', vipCaption],
      ['Add Success', successUrl, 'Success image 1', undefined],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: link })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save' });
      await save.click();
      await expect(page.getByText('Please enter image URL')).toBeVisible();
      await page.getByLabel('Image URL').fill(url);
      const preview = page.getByAltText('Preview of the image to save');
      await expect(preview).toHaveAttribute('src', url);
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      if (caption) await page.getByLabel('Caption (alt text)').fill(caption);
      await save.click();
      await expect(page.getByText('Image URL saved successfully!')).toBeVisible();
      await expect(page.getByAltText(caption ?? label)).toHaveAttribute('src', url);
    }

    const context = await otherBrowser(browser, stack);
    const person = await context.newPage();
    await person.goto('/');
    await expect(person.locator(`img[src="${tipUrl}"]`)).toBeVisible();
    await expect(person.locator(`img[src="${successUrl}"]`).first()).toBeAttached();
    await person.goto('/tips');
    await expect(person.locator(`img[src="${tipUrl}"]`)).toBeVisible();
    await expect(person.locator(`img[src="${vipUrl}"]`)).toHaveCount(0);
    // VIP tips are for members only.
    await person.goto('/vip-tips');
    await expect(person).toHaveURL(/\/login\?redirect=/);
    await registerMember(person, `Member ${id}`, `member-${id}@lotto.test`);
    // VIP tips open once the member is approved.
    await approveMember(stack, `member-${id}@lotto.test`, null);
    await person.goto('/vip-tips');
    await expect(person.locator(`img[src="${vipUrl}"]`)).toBeVisible();
    await person.getByRole('link', { name: vipCaption }).click();
    const viewer = person.getByRole('dialog');
    await expect(viewer).toHaveAccessibleName(/^VIP Tips: image 1 of \d+$/);
    await expect(viewer.locator('.viewer-caption')).toHaveText(vipCaption);
    await person.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The admin deletes the tip: gone from the panel and from the site.
    await nav.getByRole('link', { name: 'Add Tips' }).click();
    await page.getByRole('button', { name: 'Delete Tip 1' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator(`img[src="${tipUrl}"]`)).toHaveCount(0);
    expect(
      (await apiCall<{ imageUrl: string }[]>(stack, 'GET', '/tips')).body.map((t) => t.imageUrl),
    ).not.toContain(tipUrl);
    await person.goto('/tips');
    await expect(person.getByRole('heading', { name: 'Tips' })).toBeVisible();
    await expect(person.locator(`img[src="${tipUrl}"]`)).toHaveCount(0);
    await context.close();
  });
});
