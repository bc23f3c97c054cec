import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { openRedisSessionStore } from '../sessions/redis-session-store.js';
import type { SessionStore } from '../sessions/session-store.js';
import { bodyOf, requireRedisUrl, uniqueEmail, uniquePrefix } from '../test-support/services.js';
import { quietLogger, startTestApi, type TestApi } from '../test-support/test-api.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['in-memory sessions', () => Promise.resolve(createMemorySessionStore())],
  [
    'Redis sessions',
    () =>
      openRedisSessionStore({ url: requireRedisUrl(), keyPrefix: uniquePrefix() }, quietLogger()),
  ],
])('admin login rate limit with %s', (_label, openSessions: () => Promise<SessionStore>) => {
  let api: TestApi;
  let sessions: SessionStore;
  beforeAll(async () => {
    sessions = await openSessions();
    api = await startTestApi({ sessions });
  });
  afterAll(async () => {
    await api.close();
    await sessions.close();
  });

  const login = (email: string, password: string, ip?: string) => {
    const request = api.http.post('/api/admin/login');
    if (ip !== undefined) request.set('X-Forwarded-For', ip);
    return request.send({ email, password });
  };

  it('when 5 logins for one e-mail fail, then the 6th answers 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) await login(api.admin.email, 'wrong-password').expect(401);
    const limited = await login(api.admin.email, 'wrong-password').expect(429);
    expect(bodyOf(limited).message).toBe('Too many failed logins. Try again later.');
    expect(bodyOf(limited).code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    await login(api.admin.email, api.admin.password).expect(429);
    await login(api.admin.email.toUpperCase(), api.admin.password).expect(429);
  });

  it('when one e-mail is locked, then another e-mail from the same IP can still log in', async () => {
    const other = uniqueEmail('other-admin');
    await api.services.admins.createOrReset(other, 'other-password-1');
    await login(other, 'other-password-1').expect(200);
  });

  it('when a login succeeds, then earlier failures are forgotten', async () => {
    const email = uniqueEmail('forgiven');
    await api.services.admins.createOrReset(email, 'forgiven-password');
    for (let i = 0; i < 4; i += 1) await login(email, 'wrong-password').expect(401);
    await login(email, 'forgiven-password').expect(200);
    for (let i = 0; i < 5; i += 1) await login(email, 'wrong-password').expect(401);
    await login(email, 'wrong-password').expect(429);
  });

  it('when many wrong guesses arrive at once, then no more than 5 are checked', async () => {
    const email = uniqueEmail('burst');
    await api.services.admins.createOrReset(email, 'burst-password-1');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'wrong-password')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('when the proxy is not trusted, then X-Forwarded-For cannot dodge the limit', async () => {
    const email = uniqueEmail('spoof');
    for (let i = 0; i < 5; i += 1) await login(email, 'wrong-password', `10.0.0.${i}`).expect(401);
    await login(email, 'wrong-password', '10.0.0.99').expect(429);
  });
});

describe('admin login rate limit window', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { loginRateLimit: { maxFailures: 2, windowSeconds: 1 } } });
  });
  afterAll(() => api.close());

  it('when the window has passed, then the e-mail may try again', async () => {
    const login = (password: string) =>
      api.http.post('/api/admin/login').send({ email: api.admin.email, password });
    await login('wrong-password').expect(401);
    await login('wrong-password').expect(401);
    const limited = await login(api.admin.password).expect(429);
    expect(limited.headers['retry-after']).toBe('1');
    await sleep(1100);
    await login(api.admin.password).expect(200);
  });
});
