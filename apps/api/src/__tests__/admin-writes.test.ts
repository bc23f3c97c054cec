import {
  type Dashboard,
  DrawDetailSchema,
  type DrawDetail,
  type ImageItem,
  type Member,
  type Result,
} from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../store/collection.js';
import { bodyOf, issuePaths, uniqueEmail } from '../test-support/services.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';

const modern = {
  date: '2024-01-17',
  prize1: '123456',
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
};
const six = (n: number) => Array.from({ length: n }, (_, i) => String(100000 + i));

describe('admin writes', () => {
  let api: TestApi;
  let asAdmin: AuthedHttp;
  beforeAll(async () => {
    api = await startTestApi();
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(() => api.close());

  describe('every admin call needs an admin token', () => {
    const id = 'a'.repeat(24);
    it.each([
      ['post', '/api/results/add'],
      ['patch', '/api/results/2024-01-17'],
      ['get', '/api/results/2024-01-17/history'],
      ['delete', `/api/results/${id}`],
      ['post', '/api/tips/save'],
      ['delete', `/api/tips/${id}`],
      ['post', '/viptips'],
      ['delete', `/viptips/${id}`],
      ['post', '/api/addSuccess/paper'],
      ['delete', `/api/addSuccess/paper/${id}`],
      ['get', '/api/dashboard'],
      ['get', '/api/admin/users'],
      ['patch', `/api/admin/users/${id}`],
      ['get', '/api/admin/me'],
      ['post', '/api/admin/logout'],
      ['post', '/api/admin/change-password'],
      ['post', '/api/admin/change-email'],
    ] as const)('when %s %s has no token, then 401', async (method, path) => {
      const response = await api.http[method](path).send({});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Missing bearer token', code: 'unauthenticated' });
    });
  });

  describe('POST /api/results/add', () => {
    it('when the draw is valid, then 201 with the stored draw, its era, schedule and a created change by the admin', async () => {
      const response = await asAdmin.post('/api/results/add').send(modern).expect(201);
      const body = response.body as DrawDetail;
      expect(v.is(DrawDetailSchema, body)).toBe(true);
      expect(body).toMatchObject({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/) as string,
        ...modern,
        drawDate: modern.date,
        status: 'provisional',
        missing: ['near1', 'prize2', 'prize3', 'prize4', 'prize5'],
        era: 'front3',
        schedule: { id: 'ticket-2020', unit: 'ticket' },
      });
      expect(body.changes).toEqual([
        { at: expect.any(String) as string, by: api.admin.email, kind: 'created', source: 'admin' },
      ]);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('when a draw of that date exists, then 409 and the first one stays', async () => {
      const response = await asAdmin
        .post('/api/results/add')
        .send({ ...modern, prize1: '999999' })
        .expect(409);
      expect(response.body).toEqual({
        message: 'A result for 2024-01-17 already exists',
        code: 'conflict',
      });
      const stored = (await api.http.get('/results')).body as Result[];
      expect(stored.filter((r) => r.date === modern.date).map((r) => r.prize1)).toEqual(['123456']);
    });

    it('when a pre-2015 draw has no front-3 and four last-3 numbers, then 201', async () => {
      const old = {
        date: '2015-08-16',
        prize1: '033363',
        last3: ['781', '227', '624', '648'],
        last2: '40',
      };
      const created = (await asAdmin.post('/api/results/add').send(old).expect(201))
        .body as DrawDetail;
      expect(created).toMatchObject({
        era: 'four-last3',
        schedule: { id: 'pair-2006', unit: 'slip' },
      });
      expect(created).not.toHaveProperty('front3');
    });

    it('when a pre-2015 draw sends front-3 as an empty list (as the result form does), then it counts as absent', async () => {
      const old = {
        date: '2015-08-01',
        prize1: '033364',
        front3: [],
        last3: ['781', '227', '624', '648'],
        last2: '41',
      };
      const created = (await asAdmin.post('/api/results/add').send(old).expect(201))
        .body as DrawDetail;
      expect(created).not.toHaveProperty('front3');
    });

    it('when every prize tier is given, then 201 and they are stored', async () => {
      const full = {
        ...modern,
        date: '2024-02-01',
        near1: ['123455', '123457'],
        prize2: six(5),
        prize3: six(10),
        prize4: six(50),
        prize5: six(100),
      };
      const response = await asAdmin.post('/api/results/add').send(full).expect(201);
      expect((response.body as DrawDetail).prize5).toHaveLength(100);
      expect(response.body).toMatchObject({ status: 'final', missing: [] });
    });

    it.each([
      ['date missing', { ...modern, date: undefined }, 'date'],
      ['date not ISO', { ...modern, date: '17/01/2024' }, 'date'],
      ['date not a real day', { ...modern, date: '2024-02-30' }, 'date'],
      ['prize1 with 5 digits', { ...modern, prize1: '12345' }, 'prize1'],
      ['prize1 with 7 digits', { ...modern, prize1: '1234567' }, 'prize1'],
      ['prize1 with letters', { ...modern, prize1: '12345a' }, 'prize1'],
      ['prize1 a number', { ...modern, prize1: 123456 }, 'prize1'],
      ['front3 with one number', { ...modern, front3: ['123'] }, 'front3'],
      ['front3 with three numbers', { ...modern, front3: ['123', '456', '789'] }, 'front3'],
      ['front3 entry of 4 digits', { ...modern, front3: ['1234', '456'] }, 'front3.0'],
      ['front3 not a list', { ...modern, front3: '123 456' }, 'front3'],
      ['last3 with one number', { ...modern, last3: ['123'] }, 'last3'],
      [
        'last3 with four numbers after 2015-09-01',
        { ...modern, last3: ['1', '2', '3', '4'].map((d) => d.repeat(3)) },
        'last3',
      ],
      ['last3 entry of 2 digits', { ...modern, last3: ['12', '456'] }, 'last3.0'],
      ['last2 with 3 digits', { ...modern, last2: '345' }, 'last2'],
      ['last2 as a list', { ...modern, last2: ['34'] }, 'last2'],
      [
        'front3 before 2015-09-01',
        { ...modern, date: '2015-08-16', last3: ['111', '222', '333', '444'] },
        'front3',
      ],
      ['two last3 before 2015-09-01', { ...modern, date: '2015-08-16', front3: [] }, 'last3'],
      ['near1 with one number', { ...modern, near1: ['123455'] }, 'near1'],
      ['near1 not first prize ± 1', { ...modern, near1: ['123455', '123458'] }, 'near1.1'],
      ['near1 twice the same number', { ...modern, near1: ['123455', '123455'] }, 'near1.1'],
      [
        'near1 without a first prize',
        { ...modern, prize1: undefined, near1: ['123455', '123457'] },
        'near1',
      ],
      ['a 6-digit first prize in 1993', { date: '1993-01-16', prize1: '123456' }, 'prize1'],
      [
        'front3 in 1993',
        { date: '1993-01-16', prize1: '1234567', front3: ['123', '456'] },
        'front3',
      ],
      ['no prize tier at all', { date: '2024-03-16' }, ''],
      ['a draw date before the period date', { ...modern, drawDate: '2024-01-16' }, 'drawDate'],
      ['an unknown status', { ...modern, status: 'done' }, 'status'],
      ['prize2 with 4 numbers', { ...modern, prize2: six(4) }, 'prize2'],
      ['prize3 with 11 numbers', { ...modern, prize3: six(11) }, 'prize3'],
      ['prize4 with 49 numbers', { ...modern, prize4: six(49) }, 'prize4'],
      ['prize5 entry xxxxxx', { ...modern, prize5: [...six(99), 'xxxxxx'] }, 'prize5.99'],
      ['an unknown field', { ...modern, createdBy: 'me' }, 'createdBy'],
      ['an operator as date', { ...modern, date: { $gt: '' } }, 'date.$gt'],
      ['an _id', { ...modern, _id: newId() }, '_id'],
    ])('when %s, then 400 naming %s', async (_label, body, path) => {
      const response = await asAdmin.post('/api/results/add').send(body).expect(400);
      expect(bodyOf(response).message).toBe('Invalid request body');
      expect(issuePaths(response)).toContain(path);
    });

    it('when a result is deleted, then 204, it is gone, and deleting it again is 404', async () => {
      const created = (
        await asAdmin
          .post('/api/results/add')
          .send({ ...modern, date: '2023-12-30' })
          .expect(201)
      ).body as Result;
      await asAdmin.delete(`/api/results/${created._id}`).expect(204);
      const remaining = (await api.http.get('/results')).body as Result[];
      expect(remaining.some((r) => r._id === created._id)).toBe(false);
      const again = await asAdmin.delete(`/api/results/${created._id}`).expect(404);
      expect(again.body).toEqual({ message: 'No result with this id', code: 'not_found' });
      await asAdmin.delete('/api/results/not-an-id').expect(400);
    });
  });

  describe.each([
    ['tips', '/api/tips/save', '/tips', '/api/tips', 'tips'],
    ['VIP tips', '/viptips', '/viptips', '/viptips', 'viptips'],
    [
      'success images',
      '/api/addSuccess/paper',
      '/api/addSuccess/paper',
      '/api/addSuccess/paper',
      'successImages',
    ],
  ])('%s', (_label, post, list, del, collection) => {
    it('when an http(s) URL is posted, then 201 with the item, listed first, and deletable', async () => {
      const response = await asAdmin
        .post(post)
        .send({ imageUrl: '  https://img.example/a.png?x=1  ' })
        .expect(201);
      const item = response.body as ImageItem;
      expect(item).toEqual({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/) as string,
        imageUrl: 'https://img.example/a.png?x=1',
        createdAt: expect.any(String) as string,
      });
      const listed = (await asAdmin.get(list).expect(200)).body as ImageItem[];
      expect(listed[0]).toEqual(item);
      await asAdmin.delete(`${del}/${item._id}`).expect(204);
      await asAdmin.delete(`${del}/${item._id}`).expect(404);
      const after = (await asAdmin.get(list).expect(200)).body as ImageItem[];
      expect(after.some((i) => i._id === item._id)).toBe(false);
    });

    it.each([
      ['javascript:alert(1)'],
      ['data:image/png;base64,AAAA'],
      ['/relative/path.png'],
      ['ftp://img.example/a.png'],
      ['not a url'],
      [''],
      [`https://img.example/${'a'.repeat(2030)}`],
      [42],
      [{ $gt: '' }],
    ])('when imageUrl is %j, then 400', async (imageUrl) => {
      const response = await asAdmin.post(post).send({ imageUrl }).expect(400);
      expect((bodyOf(response).details as { path: string }[])[0]?.path).toMatch(/^imageUrl/);
    });

    it('when the body has an extra key, then 400', async () => {
      await asAdmin
        .post(post)
        .send({ imageUrl: 'https://img.example/a.png', vip: true })
        .expect(400);
    });

    it('when a caption is posted, then it is trimmed, stored and listed with the image; a blank one is left out', async () => {
      const captioned = (
        await asAdmin
          .post(post)
          .send({ imageUrl: 'https://img.example/c.png', caption: '  Three to watch  ' })
          .expect(201)
      ).body as ImageItem;
      expect(captioned.caption).toBe('Three to watch');
      const blank = (
        await asAdmin
          .post(post)
          .send({ imageUrl: 'https://img.example/d.png', caption: '  ' })
          .expect(201)
      ).body as ImageItem;
      expect(blank).not.toHaveProperty('caption');
      const listed = (await asAdmin.get(list).expect(200)).body as ImageItem[];
      expect(listed.find((i) => i._id === captioned._id)).toEqual(captioned);
      expect(listed.find((i) => i._id === blank._id)).not.toHaveProperty('caption');
      await asAdmin.delete(`${del}/${captioned._id}`).expect(204);
      await asAdmin.delete(`${del}/${blank._id}`).expect(204);
    });

    it('when an image was stored before captions existed, then it is still listed, without a caption', async () => {
      const old = {
        _id: newId(),
        imageUrl: 'https://img.example/old.png',
        createdAt: '2020-01-01T00:00:00.000Z',
      };
      await api.store.collection<ImageItem>(collection).insertOne(old);
      // A write refreshes the public list's cache.
      const fresh = (
        await asAdmin.post(post).send({ imageUrl: 'https://img.example/new.png' }).expect(201)
      ).body as ImageItem;
      const listed = (await asAdmin.get(list).expect(200)).body as ImageItem[];
      expect(listed.find((i) => i._id === old._id)).toEqual(old);
      await asAdmin.delete(`${del}/${old._id}`).expect(204);
      await asAdmin.delete(`${del}/${fresh._id}`).expect(204);
    });

    it.each([['a'.repeat(201)], ['two\nlines'], [42], [{ $ne: null }]])(
      'when the caption is %j, then 400 on caption and nothing is saved',
      async (caption) => {
        const before = ((await asAdmin.get(list).expect(200)).body as ImageItem[]).length;
        const response = await asAdmin
          .post(post)
          .send({ imageUrl: 'https://img.example/e.png', caption })
          .expect(400);
        expect((bodyOf(response).details as { path: string }[])[0]?.path).toMatch(/^caption/);
        expect(((await asAdmin.get(list).expect(200)).body as ImageItem[]).length).toBe(before);
      },
    );
  });

  describe('members as the admin sees them', () => {
    const seedMember = async (name: string, lastLogin: string, paid?: number) => {
      const { member } = await api.services.members.signIn(
        { uid: newId(), email: uniqueEmail(name), name },
        { name },
      );
      if (paid !== undefined)
        await api.services.members.recordPayment(
          member._id,
          { amount: paid, date: '2026-01-10' },
          'seed@example.com',
        );
      const users = api.store.collection<Member>('users');
      await users.updateOne({ _id: member._id }, { $set: { lastLogin } });
      return member;
    };

    it('when a record from before payments has a hand-set paid amount, then it reads as one payment and counts in Total Earned', async () => {
      const before = (await asAdmin.get('/api/dashboard').expect(200)).body as Dashboard;
      const legacy = {
        _id: newId(),
        uid: newId(),
        name: 'Legacy',
        email: uniqueEmail('legacy'),
        status: 'approved',
        lastLogin: '2020-05-01T00:00:00.000Z',
        createdAt: '2020-05-01T00:00:00.000Z',
        paid: 120,
      };
      await api.store.collection<typeof legacy>('users').insertOne(legacy);
      const [listed] = (await asAdmin.get(`/api/admin/users?q=${legacy.email}`).expect(200))
        .body as Member[];
      expect(listed).toMatchObject({
        paid: 120,
        history: [],
        payments: [{ amount: 120, date: '2020-05-01', by: 'database' }],
      });
      expect(
        ((await asAdmin.get('/api/dashboard').expect(200)).body as Dashboard).totalEarned,
      ).toBe(before.totalEarned + 120);
      // A later change keeps it, now as a recorded payment.
      const suspended = (
        await asAdmin
          .patch(`/api/admin/users/${legacy._id}`)
          .send({ status: 'suspended' })
          .expect(200)
      ).body as Member;
      expect(suspended).toMatchObject({ paid: 120, payments: [{ amount: 120, by: 'database' }] });
      expect(
        ((await asAdmin.get('/api/dashboard').expect(200)).body as Dashboard).totalEarned,
      ).toBe(before.totalEarned + 120);
    });

    it('when members exist, then the dashboard counts them, sums their payments, and lists the 10 newest logins', async () => {
      const before = (await asAdmin.get('/api/dashboard').expect(200)).body as Dashboard;
      const seeded: Member[] = [];
      for (let i = 0; i < 12; i += 1) {
        seeded.push(
          await seedMember(
            `dash${i}`,
            `2030-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
            i < 2 ? 150 : undefined,
          ),
        );
      }
      // The two who paid are approved by their payment; one more without a payment; one suspended.
      await asAdmin
        .patch(`/api/admin/users/${seeded[2]?._id ?? ''}`)
        .send({ status: 'approved' })
        .expect(200);
      await asAdmin
        .patch(`/api/admin/users/${seeded[3]?._id ?? ''}`)
        .send({ status: 'suspended' })
        .expect(200);
      const dashboard = (await asAdmin.get('/api/dashboard').expect(200)).body as Dashboard;
      expect(dashboard.totalUsers).toBe(before.totalUsers + 12);
      expect(dashboard.approvedUsers).toBe(before.approvedUsers + 3);
      expect(dashboard.pendingUsers).toBe(before.pendingUsers + 8);
      expect(dashboard.totalEarned).toBe(before.totalEarned + 300);
      expect(dashboard.recentUsers).toHaveLength(10);
      expect(dashboard.recentUsers.map((u) => u.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `dash${11 - i}`),
      );
      expect(Object.keys(dashboard.recentUsers[0] ?? {}).sort()).toEqual([
        '_id',
        'email',
        'lastLogin',
        'name',
        'status',
      ]);
    });

    it('when searching with q, then name or e-mail match case-insensitively, newest login first', async () => {
      await seedMember('Somchai Findme', '2031-01-01T00:00:00.000Z');
      const byEmail = await seedMember('Other', '2031-01-02T00:00:00.000Z');
      await api.store
        .collection<Member>('users')
        .updateOne({ _id: byEmail._id }, { $set: { email: 'FINDME.mail@example.com' } });
      const found = (await asAdmin.get('/api/admin/users?q=findme').expect(200)).body as Member[];
      expect(found.map((m) => m.name)).toEqual(['Other', 'Somchai Findme']);
      const all = (await asAdmin.get('/api/admin/users').expect(200)).body as Member[];
      expect(all.length).toBeGreaterThanOrEqual(14);
      expect((await asAdmin.get('/api/admin/users?q=.*').expect(200)).body).toEqual([]);
      await asAdmin.get(`/api/admin/users?q=${'x'.repeat(101)}`).expect(400);
      await asAdmin.get('/api/admin/users?q[$regex]=a').expect(400);
    });

    it('when a status is patched, then the member is answered with it; bad values are 400, unknown ids 404', async () => {
      const member = await seedMember('Patchme', '2029-01-01T00:00:00.000Z');
      const approved = (
        await asAdmin
          .patch(`/api/admin/users/${member._id}`)
          .send({ status: 'approved' })
          .expect(200)
      ).body as Member;
      expect(approved).toMatchObject({ _id: member._id, status: 'approved', uid: member.uid });
      await asAdmin.patch(`/api/admin/users/${member._id}`).send({ status: 'pending' }).expect(200);
      await asAdmin.patch(`/api/admin/users/${member._id}`).send({ status: 'banned' }).expect(400);
      await asAdmin
        .patch(`/api/admin/users/${member._id}`)
        .send({ status: 'approved', paid: 5 })
        .expect(400);
      await asAdmin.patch(`/api/admin/users/${newId()}`).send({ status: 'approved' }).expect(404);
      await asAdmin.patch('/api/admin/users/xyz').send({ status: 'approved' }).expect(400);
    });
  });
});
