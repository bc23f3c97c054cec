import {
  bangkokDay,
  type Dashboard,
  type ImageItem,
  MEMBERSHIP_MESSAGES,
  type Member,
  MemberSchema,
  type OwnMembership,
  OwnMembershipSchema,
} from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  issuePaths,
  requireEmulatorHost,
  signUpMember,
  uniqueEmail,
} from '../test-support/services.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';

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
  let asAdmin: AuthedHttp;
  beforeAll(async () => {
    requireEmulatorHost();
    api = await startTestApi();
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(async () => {
    // beforeAll may have failed before the API existed (e.g. no emulator): keep that message clear.
    await (api as TestApi | undefined)?.close();
  });

  describe('GET /viptips', () => {
    it('when an approved member asks, then the VIP tips come newest first and are not cached', async () => {
      await asAdmin.post('/viptips').send({ imageUrl: 'https://vip.example/1.png' }).expect(201);
      const member = await signUpMember();
      const record = (await api.as(member.idToken).post('/api/users').send({}).expect(201))
        .body as Member;
      await asAdmin
        .patch(`/api/admin/users/${record._id}`)
        .send({ status: 'approved' })
        .expect(200);
      const response = await api.as(member.idToken).get('/viptips').expect(200);
      expect((response.body as ImageItem[])[0]?.imageUrl).toBe('https://vip.example/1.png');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('when an admin asks (to take one back), then the list is answered too', async () => {
      await asAdmin.get('/viptips').expect(200);
    });

    it.each([
      ['no token', undefined],
      ['a random string', 'not-a-token'],
      [
        'a token for another project',
        unsignedToken(
          emulatorLikeClaims({
            aud: 'other-project',
            iss: 'https://securetoken.google.com/other-project',
          }),
        ),
      ],
      [
        'an expired token',
        unsignedToken(emulatorLikeClaims({ exp: Math.floor(Date.now() / 1000) - 60 })),
      ],
      [
        'an admin token signed with another secret',
        'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYWRtaW4ifQ.c2lnbmF0dXJl',
      ],
    ])('when the caller sends %s, then 401', async (_label, token) => {
      const response = await api
        .as(token ?? null)
        .get('/viptips')
        .expect(401);
      expect(typeof bodyOf(response).message).toBe('string');
    });
  });

  describe('POST /api/users', () => {
    it('when a member calls it first, then 201 creates a pending member from the token’s uid and e-mail', async () => {
      const member = await signUpMember({ displayName: 'Malee' });
      const response = await api
        .as(member.idToken)
        .post('/api/users')
        .send({
          uid: 'someone-else',
          email: 'someone@else.example',
          name: 'Malee S.',
          status: 'approved',
          lastLogin: '1999-01-01',
        })
        .expect(201);
      const body = response.body as Member;
      expect(body).toMatchObject({
        uid: member.uid,
        email: member.email,
        name: 'Malee S.',
        status: 'pending',
        paid: 0,
      });
      expect(body._id).toMatch(/^[a-f0-9]{24}$/);
      expect(Date.parse(body.lastLogin)).toBeGreaterThan(Date.now() - 60_000);
      expect(body.createdAt).toBe(body.lastLogin);
    });

    it('when no name is sent, then the token’s display name is used', async () => {
      const member = await signUpMember({ displayName: 'Somsak' });
      const response = await api.as(member.idToken).post('/api/users').send({}).expect(201);
      expect((response.body as Member).name).toBe('Somsak');
    });

    it('when called again, then 200 updates name and lastLogin and never the status', async () => {
      const member = await signUpMember();
      const first = (
        await api.as(member.idToken).post('/api/users').send({ name: 'First' }).expect(201)
      ).body as Member;
      await asAdmin.patch(`/api/admin/users/${first._id}`).send({ status: 'approved' }).expect(200);
      const second = (
        await api
          .as(member.idToken)
          .post('/api/users')
          .send({ name: 'Second', status: 'pending' })
          .expect(200)
      ).body as Member;
      expect(second).toMatchObject({
        _id: first._id,
        uid: member.uid,
        name: 'Second',
        status: 'approved',
      });
      expect(second.lastLogin >= first.lastLogin).toBe(true);
      const third = (await api.as(member.idToken).post('/api/users').send({}).expect(200))
        .body as Member;
      expect(third.name).toBe('Second');
    });

    it('when the same member signs in twice at once, then one record exists', async () => {
      const member = await signUpMember();
      const answers = await Promise.all(
        [1, 2, 3].map(() => api.as(member.idToken).post('/api/users').send({ name: 'Twice' })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      const listed = (await asAdmin.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`))
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
      const response = await api.as(member.idToken).post('/api/users').send(body).expect(400);
      expect(issuePaths(response)).toContain(path);
    });

    it('when there is no token or an admin token, then 401', async () => {
      await api.http.post('/api/users').send({ name: 'x' }).expect(401);
      await asAdmin.post('/api/users').send({ name: 'x' }).expect(401);
    });
  });

  describe('membership: pending, approved by a payment or without, suspended', () => {
    /** A signed-up member with a record (POST /api/users), pending. */
    async function pendingMember(name = 'Pending') {
      const member = await signUpMember({ email: uniqueEmail(name.toLowerCase()) });
      const record = (await api.as(member.idToken).post('/api/users').send({ name }).expect(201))
        .body as Member;
      return { ...member, id: record._id };
    }
    const vipTips = (idToken: string) => api.as(idToken).get('/viptips');
    const own = async (idToken: string) => {
      const response = await api.as(idToken).get('/api/users/me').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(OwnMembershipSchema, response.body) satisfies OwnMembership;
    };
    const dashboard = async () =>
      (await asAdmin.get('/api/dashboard').expect(200)).body as Dashboard;
    const today = () => bangkokDay(new Date());

    it('when a pending member asks for VIP tips, then 403 says the membership awaits approval and what to do', async () => {
      const member = await pendingMember();
      const response = await vipTips(member.idToken).expect(403);
      expect(bodyOf(response).message).toBe(MEMBERSHIP_MESSAGES.pending);
      expect(bodyOf(response).code).toBe('membership_pending');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).not.toContain('vip.example');
      expect(await own(member.idToken)).toMatchObject({
        status: 'pending',
        email: member.email,
        name: 'Pending',
      });
    });

    it('when a signed-in member has no record yet, then VIP tips are refused as pending and /api/users/me is 404', async () => {
      const member = await signUpMember();
      expect(bodyOf(await vipTips(member.idToken).expect(403)).message).toBe(
        MEMBERSHIP_MESSAGES.pending,
      );
      expect(bodyOf(await api.as(member.idToken).get('/api/users/me').expect(404)).message).toMatch(
        /sign in again/,
      );
    });

    it('when the admin records a payment, then the member is approved, reads VIP tips, and Total Earned rises by it; suspending closes them again', async () => {
      await asAdmin.post('/viptips').send({ imageUrl: 'https://vip.example/paid.png' }).expect(201);
      const member = await pendingMember('Payer');
      const before = await dashboard();

      const paidAt = today();
      const approved = v.parse(
        MemberSchema,
        (
          await asAdmin
            .post(`/api/admin/users/${member.id}/payments`)
            .send({ amount: 499.5, date: paidAt, note: ' Bank transfer ' })
            .expect(201)
        ).body,
      );
      expect(approved).toMatchObject({ status: 'approved', paid: 499.5 });
      expect(approved.payments).toEqual([
        {
          _id: expect.stringMatching(/^[a-f0-9]{24}$/) as unknown,
          amount: 499.5,
          date: paidAt,
          note: 'Bank transfer',
          by: api.admin.email,
          at: expect.any(String) as unknown,
        },
      ]);
      expect(approved.history).toEqual([
        {
          from: 'pending',
          to: 'approved',
          by: api.admin.email,
          at: approved.payments[0]?.at,
          paymentId: approved.payments[0]?._id,
        },
      ]);

      const tips = (await vipTips(member.idToken).expect(200)).body as ImageItem[];
      expect(tips.map((tip) => tip.imageUrl)).toContain('https://vip.example/paid.png');
      expect(await own(member.idToken)).toMatchObject({
        status: 'approved',
        statusSince: approved.history[0]?.at,
      });
      const after = await dashboard();
      expect(after.totalEarned).toBeCloseTo(before.totalEarned + 499.5, 2);
      expect(after.approvedUsers).toBe(before.approvedUsers + 1);
      expect(after.pendingUsers).toBe(before.pendingUsers - 1);

      // A renewal: recorded, no status change.
      const renewed = (
        await asAdmin
          .post(`/api/admin/users/${member.id}/payments`)
          .send({ amount: 0.5, date: paidAt })
          .expect(201)
      ).body as Member;
      expect(renewed).toMatchObject({ status: 'approved', paid: 500 });
      expect(renewed.payments).toHaveLength(2);
      expect(renewed.payments[1]).not.toHaveProperty('note');
      expect(renewed.history).toHaveLength(1);
      expect((await dashboard()).totalEarned).toBeCloseTo(before.totalEarned + 500, 2);

      const suspended = (
        await asAdmin
          .patch(`/api/admin/users/${member.id}`)
          .send({ status: 'suspended', note: 'Chargeback' })
          .expect(200)
      ).body as Member;
      expect(suspended.status).toBe('suspended');
      expect(suspended.history.at(-1)).toEqual({
        from: 'approved',
        to: 'suspended',
        by: api.admin.email,
        at: expect.any(String) as unknown,
        note: 'Chargeback',
      });
      expect(suspended.payments).toHaveLength(2); // kept: the money was received
      expect(bodyOf(await vipTips(member.idToken).expect(403))).toMatchObject({
        message: MEMBERSHIP_MESSAGES.suspended,
        code: 'membership_suspended',
      });
      expect((await own(member.idToken)).status).toBe('suspended');
      const whenSuspended = await dashboard();
      expect(whenSuspended.approvedUsers).toBe(before.approvedUsers);
      expect(whenSuspended.pendingUsers).toBe(before.pendingUsers - 1);
      expect(whenSuspended.totalEarned).toBeCloseTo(before.totalEarned + 500, 2);

      // The member's later sign-ins never touch the status, payments or history.
      const signedIn = (
        await api.as(member.idToken).post('/api/users').send({ name: 'Payer 2' }).expect(200)
      ).body as Member;
      expect(signedIn).toMatchObject({ status: 'suspended', paid: 500 });
      expect(signedIn.history).toHaveLength(2);
    });

    it('when the admin approves without a payment, then VIP tips open, nothing is earned, and the change is kept', async () => {
      const member = await pendingMember('Free');
      const before = await dashboard();
      const approved = (
        await asAdmin
          .patch(`/api/admin/users/${member.id}`)
          .send({ status: 'approved', note: '' })
          .expect(200)
      ).body as Member;
      expect(approved).toMatchObject({ status: 'approved', paid: 0, payments: [] });
      expect(approved.history).toEqual([
        { from: 'pending', to: 'approved', by: api.admin.email, at: expect.any(String) as unknown },
      ]);
      await vipTips(member.idToken).expect(200);
      expect((await dashboard()).totalEarned).toBe(before.totalEarned);
      // The same status again changes nothing and adds no entry.
      const again = (
        await asAdmin
          .patch(`/api/admin/users/${member.id}`)
          .send({ status: 'approved' })
          .expect(200)
      ).body as Member;
      expect(again.history).toHaveLength(1);
    });

    it('when a suspended member pays again, then the payment approves them', async () => {
      const member = await pendingMember('Back');
      await asAdmin
        .patch(`/api/admin/users/${member.id}`)
        .send({ status: 'suspended' })
        .expect(200);
      await vipTips(member.idToken).expect(403);
      const back = (
        await asAdmin
          .post(`/api/admin/users/${member.id}/payments`)
          .send({ amount: 300, date: '2026-01-15' })
          .expect(201)
      ).body as Member;
      expect(back.history.map((change) => `${change.from}→${change.to}`)).toEqual([
        'pending→suspended',
        'suspended→approved',
      ]);
      await vipTips(member.idToken).expect(200);
    });

    it('when two payments are recorded at once, then both are kept', async () => {
      const member = await pendingMember('Twice');
      const answers = await Promise.all(
        [100, 200].map((amount) =>
          asAdmin.post(`/api/admin/users/${member.id}/payments`).send({
            amount,
            date: '2026-02-01',
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      const [listed] = (
        await asAdmin.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`).expect(200)
      ).body as Member[];
      expect(listed?.payments.map((p) => p.amount).sort()).toEqual([100, 200]);
      expect(listed?.paid).toBe(300);
      expect(listed?.history).toHaveLength(1);
    });

    it.each([
      [{ amount: 0, date: '2026-01-01' }, 'amount', 'more than 0'],
      [{ amount: -5, date: '2026-01-01' }, 'amount', 'more than 0'],
      [{ amount: 1_000_001, date: '2026-01-01' }, 'amount', 'at most'],
      [{ amount: 10.005, date: '2026-01-01' }, 'amount', '2 decimals'],
      [{ amount: '100', date: '2026-01-01' }, 'amount', 'required'],
      [{ date: '2026-01-01' }, 'amount', 'Expected "amount"'],
      [{ amount: 100 }, 'date', 'Expected "date"'],
      [{ amount: 100, date: '01/02/2026' }, 'date', 'YYYY-MM-DD'],
      [{ amount: 100, date: '2026-02-30' }, 'date', 'calendar day'],
      [{ amount: 100, date: '1999-12-31' }, 'date', '2000-01-01'],
      [{ amount: 100, date: '2026-01-01', note: 'n'.repeat(201) }, 'note', 'at most 200'],
      [{ amount: 100, date: '2026-01-01', by: 'someone@else' }, 'by', ''],
      [{ amount: 100, date: '2026-01-01', status: 'pending' }, 'status', ''],
    ])(
      'when a payment is %j, then 400 naming %s and nothing is recorded',
      async (body, path, text) => {
        const member = await pendingMember('Bad');
        const response = await asAdmin
          .post(`/api/admin/users/${member.id}/payments`)
          .send(body)
          .expect(400);
        const issue = (bodyOf(response).details as { path: string; message: string }[]).find(
          (i) => i.path === path,
        );
        expect(issue?.message).toContain(text);
        const [listed] = (
          await asAdmin.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`).expect(200)
        ).body as Member[];
        expect(listed).toMatchObject({ status: 'pending', payments: [], history: [] });
      },
    );

    it('when a payment is dated tomorrow in Bangkok, then 400: it cannot be in the future', async () => {
      const member = await pendingMember('Future');
      const tomorrow = bangkokDay(new Date(Date.now() + 24 * 3600 * 1000));
      const response = await asAdmin
        .post(`/api/admin/users/${member.id}/payments`)
        .send({ amount: 100, date: tomorrow })
        .expect(400);
      expect(issuePaths(response)).toEqual(['date']);
      expect(bodyOf(response).details).toEqual([
        { path: 'date', message: 'Date cannot be in the future' },
      ]);
    });

    it('when the member is unknown, the id malformed, or the caller not an admin, then 404 / 400 / 401', async () => {
      const member = await pendingMember('Guarded');
      await asAdmin
        .post('/api/admin/users/0123456789abcdef01234567/payments')
        .send({ amount: 1, date: '2026-01-01' })
        .expect(404);
      await asAdmin
        .post('/api/admin/users/nope/payments')
        .send({ amount: 1, date: '2026-01-01' })
        .expect(400);
      await api.http
        .post(`/api/admin/users/${member.id}/payments`)
        .send({ amount: 1, date: '2026-01-01' })
        .expect(401);
      await api
        .as(member.idToken)
        .post(`/api/admin/users/${member.id}/payments`)
        .send({ amount: 1, date: '2026-01-01' })
        .expect(401);
      await api
        .as(member.idToken)
        .patch(`/api/admin/users/${member.id}`)
        .send({ status: 'approved' })
        .expect(401);
      await asAdmin.patch(`/api/admin/users/${member.id}`).send({ status: 'banned' }).expect(400);
      await api.http.get('/api/users/me').expect(401);
      await asAdmin.get('/api/users/me').expect(401);
      const [listed] = (
        await asAdmin.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`).expect(200)
      ).body as Member[];
      expect(listed).toMatchObject({ status: 'pending', payments: [], history: [] });
    });
  });

  it('when a member token is sent to an admin call, then 401', async () => {
    const member = await signUpMember({ email: uniqueEmail('intruder') });
    await api.as(member.idToken).get('/api/dashboard').expect(401);
    await api
      .as(member.idToken)
      .post('/api/tips/save')
      .send({ imageUrl: 'https://x.example/a.png' })
      .expect(401);
  });
});
