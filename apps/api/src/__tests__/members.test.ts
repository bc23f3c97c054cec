import type { ImageItem, Member } from '@lotto/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, issuePaths, requireEmulatorHost, signUpMember, uniqueEmail } from '../test-support/services.js';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

function unsignedToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

/** Claims of an ID token as the emulator makes them, for tokens a test must tamper with. */
function emulatorLikeClaims(overrides: object = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://securetoken.google.com/demo-lotto',
    aud: 'demo-lotto',
    auth_time: now,
    user_id: 'tampered-user',
    sub: 'tampered-user',
    iat: now,
    exp: now + 3600,
    email: 'tampered@example.com',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  };
}

describe('members (Firebase Auth emulator)', () => {
  let api: TestApi;
  let adminToken: string;
  beforeAll(async () => {
    requireEmulatorHost();
    api = await startTestApi();
    adminToken = await api.loginAdmin();
  });
  afterAll(async () => {
    // beforeAll may have failed before the API existed (e.g. no emulator): keep that message clear.
    await (api as TestApi | undefined)?.close();
  });

  describe('GET /viptips', () => {
    it('when a signed-in member asks, then the VIP tips come newest first and are not cached', async () => {
      await api.http.post('/viptips').auth(adminToken, { type: 'bearer' }).send({ imageUrl: 'https://vip.example/1.png' }).expect(201);
      const member = await signUpMember();
      const response = await api.http.get('/viptips').auth(member.idToken, { type: 'bearer' }).expect(200);
      expect((response.body as ImageItem[])[0]?.imageUrl).toBe('https://vip.example/1.png');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('when an admin asks (to take one back), then the list is answered too', async () => {
      await api.http.get('/viptips').auth(adminToken, { type: 'bearer' }).expect(200);
    });

    it.each([
      ['no token', undefined],
      ['a random string', 'not-a-token'],
      ['a token for another project', unsignedToken(emulatorLikeClaims({ aud: 'other-project', iss: 'https://securetoken.google.com/other-project' }))],
      ['an expired token', unsignedToken(emulatorLikeClaims({ exp: Math.floor(Date.now() / 1000) - 60 }))],
      ['an admin token signed with another secret', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYWRtaW4ifQ.c2lnbmF0dXJl'],
    ])('when the caller sends %s, then 401', async (_label, token) => {
      const request = api.http.get('/viptips');
      if (token !== undefined) request.set('Authorization', `Bearer ${token}`);
      const response = await request.expect(401);
      expect(typeof bodyOf(response).message).toBe('string');
    });
  });

  describe('POST /api/users', () => {
    it('when a member calls it first, then 201 creates a pending member from the token’s uid and e-mail', async () => {
      const member = await signUpMember({ displayName: 'Malee' });
      const response = await api.http
        .post('/api/users')
        .auth(member.idToken, { type: 'bearer' })
        .send({ uid: 'someone-else', email: 'someone@else.example', name: 'Malee S.', status: 'approved', lastLogin: '1999-01-01' })
        .expect(201);
      const body = response.body as Member;
      expect(body).toMatchObject({ uid: member.uid, email: member.email, name: 'Malee S.', status: 'pending', paid: 0 });
      expect(body._id).toMatch(/^[a-f0-9]{24}$/);
      expect(Date.parse(body.lastLogin)).toBeGreaterThan(Date.now() - 60_000);
      expect(body.createdAt).toBe(body.lastLogin);
    });

    it('when no name is sent, then the token’s display name is used', async () => {
      const member = await signUpMember({ displayName: 'Somsak' });
      const response = await api.http.post('/api/users').auth(member.idToken, { type: 'bearer' }).send({}).expect(201);
      expect((response.body as Member).name).toBe('Somsak');
    });

    it('when called again, then 200 updates name and lastLogin and never the status', async () => {
      const member = await signUpMember();
      const first = (await api.http.post('/api/users').auth(member.idToken, { type: 'bearer' }).send({ name: 'First' }).expect(201))
        .body as Member;
      await api.http
        .patch(`/api/admin/users/${first._id}`)
        .auth(adminToken, { type: 'bearer' })
        .send({ status: 'approved' })
        .expect(200);
      const second = (
        await api.http
          .post('/api/users')
          .auth(member.idToken, { type: 'bearer' })
          .send({ name: 'Second', status: 'pending' })
          .expect(200)
      ).body as Member;
      expect(second).toMatchObject({ _id: first._id, uid: member.uid, name: 'Second', status: 'approved' });
      expect(second.lastLogin >= first.lastLogin).toBe(true);
      const third = (await api.http.post('/api/users').auth(member.idToken, { type: 'bearer' }).send({}).expect(200)).body as Member;
      expect(third.name).toBe('Second');
    });

    it('when the same member signs in twice at once, then one record exists', async () => {
      const member = await signUpMember();
      const answers = await Promise.all(
        [1, 2, 3].map(() => api.http.post('/api/users').auth(member.idToken, { type: 'bearer' }).send({ name: 'Twice' })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      const listed = (await api.http.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`).auth(adminToken, { type: 'bearer' }))
        .body as Member[];
      expect(listed).toHaveLength(1);
    });

    it.each([
      [{ paid: 1000 }, 'paid'],
      [{ role: 'admin' }, 'role'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ name: { $gt: '' } }, 'name.$gt'],
      [{ name: 42 }, 'name'],
    ])('when the body is %j, then 400 naming %s', async (body, path) => {
      const member = await signUpMember();
      const response = await api.http.post('/api/users').auth(member.idToken, { type: 'bearer' }).send(body).expect(400);
      expect(issuePaths(response)).toContain(path);
    });

    it('when there is no token or an admin token, then 401', async () => {
      await api.http.post('/api/users').send({ name: 'x' }).expect(401);
      await api.http.post('/api/users').auth(adminToken, { type: 'bearer' }).send({ name: 'x' }).expect(401);
    });
  });

  it('when a member token is sent to an admin call, then 401', async () => {
    const member = await signUpMember({ email: uniqueEmail('intruder') });
    await api.http.get('/api/dashboard').auth(member.idToken, { type: 'bearer' }).expect(401);
    await api.http
      .post('/api/tips/save')
      .auth(member.idToken, { type: 'bearer' })
      .send({ imageUrl: 'https://x.example/a.png' })
      .expect(401);
  });
});
