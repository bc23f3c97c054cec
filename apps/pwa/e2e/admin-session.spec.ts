import {
  apiCall,
  apiLogin,
  expect,
  forgedAdminToken,
  loginInBrowser,
  test,
  unique,
} from './support/admin-fixtures';

test.describe('admin session', () => {
  test('when the API runs, then its admin sessions live in the real redis-server', async ({
    stack,
  }) => {
    const { body } = await apiCall<{ sessions: string }>(stack, 'GET', '/health');
    expect(body.sessions).toBe('redis');
  });

  test('when no admin token is stored, then every /admin page sends the visitor to /admin/login', async ({
    page,
  }) => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/addResult', '/admin/users']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    }
  });

  test('when the password is wrong, then the server message shows and the admin stays on the login screen', async ({
    page,
    stack,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(stack.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('when logins keep failing, then the login screen says when the admin may try again', async ({
    page,
  }) => {
    // Counted per IP + e-mail: an address of its own keeps the real admin free to log in.
    const email = `nobody-${unique()}@lotto.test`;
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('guess-guess');
    const login = page.getByRole('button', { name: 'Login' });
    for (let attempt = 1; attempt <= 6; attempt++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login'));
      await login.click();
      expect((await answer).status()).toBe(attempt <= 5 ? 401 : 429);
    }
    await expect(page.getByText('Too many failed logins. Try again later.')).toBeVisible();
    await expect(
      page.getByText(/^You may try again in 15 minutes \(at \d\d:\d\d\)\.$/),
    ).toBeVisible();
  });

  test('when the admin logs in and out, then the old token is refused by the API', async ({
    page,
    stack,
  }) => {
    const token = await loginInBrowser(page, stack);
    expect((await apiCall(stack, 'GET', '/api/admin/me', { token })).status).toBe(200);

    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect((await apiCall(stack, 'GET', '/api/admin/me', { token })).status).toBe(401);
    expect((await apiCall(stack, 'GET', '/api/dashboard', { token })).status).toBe(401);

    // Back/forward cannot reopen the panel either.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('when a forged admin token is stored, then the guard lets it in, every API call answers 401 and the panel returns to login', async ({
    page,
    stack,
  }) => {
    const forged = forgedAdminToken();
    for (const [method, path, body] of [
      ['GET', '/api/dashboard'],
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/users'],
      ['GET', '/viptips'],
      ['POST', '/api/tips/save', { imageUrl: 'https://images.example/forged.png' }],
      [
        'POST',
        '/api/results/add',
        {
          date: '2030-01-01',
          prize1: '123456',
          front3: ['123', '456'],
          last3: ['789', '012'],
          last2: '34',
        },
      ],
      ['POST', '/api/admin/logout'],
    ] as const) {
      expect(
        (await apiCall(stack, method, path, { token: forged, body })).status,
        `${method} ${path}`,
      ).toBe(401);
    }

    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('adminToken', token), forged);
    const refused = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/dashboard') &&
        r.request().headers().authorization === `Bearer ${forged}`,
    );
    await page.goto('/admin/dashboard');
    // The client guard only decodes the payload: the dashboard's request went out with the forged token.
    expect((await refused).status()).toBe(401);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(
      page.getByText(/Your admin session is no longer valid \(.+\)\. Please log in again\./),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('when the admin changes the password, then other sessions end and only the new password works', async ({
    page,
    stack,
  }) => {
    const elsewhere = await apiLogin(stack);
    const mine = await loginInBrowser(page, stack);
    await page.getByRole('link', { name: 'Change Password' }).first().click();
    await expect(page).toHaveURL(/\/admin\/change-password$/);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Old Password', { exact: true }).fill(stack.adminPassword);
    await form.getByLabel('New Password', { exact: true }).fill('a-new-password-1');
    await form.getByLabel('Confirm New Password', { exact: true }).fill('a-new-password-2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();

    await form.getByLabel('Confirm New Password', { exact: true }).fill('a-new-password-1');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();

    expect((await apiCall(stack, 'GET', '/api/admin/me', { token: elsewhere })).status).toBe(401);
    expect((await apiCall(stack, 'GET', '/api/admin/me', { token: mine })).status).toBe(200);
    const oldLogin = await apiCall(stack, 'POST', '/api/admin/login', {
      body: { email: stack.adminEmail, password: stack.adminPassword },
    });
    expect(oldLogin.status).toBe(401);

    // Back to the stack's password for the tests that follow.
    const restored = await apiCall(stack, 'POST', '/api/admin/change-password', {
      body: { oldPassword: 'a-new-password-1', newPassword: stack.adminPassword },
      token: mine,
    });
    expect(restored.status).toBe(200);
  });

  test('when the admin changes the e-mail, then the panel returns to /admin/login and the old token is refused', async ({
    page,
    stack,
  }) => {
    const token = await loginInBrowser(page, stack);
    await page.getByRole('link', { name: 'Change Email' }).first().click();
    const form = page.getByRole('form', { name: 'Change email' });
    await expect(form.getByLabel('Current Email')).toHaveValue(stack.adminEmail);

    const newEmail = `boss-${unique()}@lotto.test`;
    await form.getByLabel('New Email').fill(newEmail);
    await form.getByLabel('Current Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Change Email' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Password is incorrect' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/change-email$/);

    await form.getByLabel('Current Password', { exact: true }).fill(stack.adminPassword);
    await form.getByRole('button', { name: 'Change Email' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText(`Your e-mail is now ${newEmail}.`, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect((await apiCall(stack, 'GET', '/api/admin/me', { token })).status).toBe(401);

    // The new e-mail logs in; then the stack's e-mail is put back for the tests that follow.
    const fresh = await loginInBrowser(page, stack, newEmail);
    const restored = await apiCall(stack, 'POST', '/api/admin/change-email', {
      body: { newEmail: stack.adminEmail, password: stack.adminPassword },
      token: fresh,
    });
    expect(restored.status).toBe(200);
  });
});
