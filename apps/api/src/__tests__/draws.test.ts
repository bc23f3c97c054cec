import {
  type Draw,
  type DrawChange,
  type DrawDetail,
  DrawDetailSchema,
  DrawSchema,
  RESULT_PATHS,
  type Result,
  ResultSchema,
} from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, issuePaths } from '../test-support/services.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';
import { numbers } from '../test-support/draw-fixtures.js';

/** Every tier of a draw of today's era, with first prize `prize1`. */
const fullDraw = (date: string, prize1 = '123456') => ({
  date,
  prize1,
  near1: [String(Number(prize1) - 1).padStart(6, '0'), String(Number(prize1) + 1).padStart(6, '0')],
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
  prize2: numbers(5, 200000),
  prize3: numbers(10, 300000),
  prize4: numbers(50, 400000),
  prize5: numbers(100, 500000),
});

describe('draws: partial entry, later tiers, corrections with history, era rules', () => {
  let api: TestApi;
  let asAdmin: AuthedHttp;
  let now = new Date('2024-03-01T09:00:00Z');

  beforeAll(async () => {
    api = await startTestApi({ clock: () => now });
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(() => api.close());
  const add = async (body: object) =>
    (await asAdmin.post(RESULT_PATHS.add).send(body).expect(201)).body as DrawDetail;
  const patch = (date: string, body: object) => asAdmin.patch(RESULT_PATHS.update(date)).send(body);
  const detail = async (date: string) =>
    (await api.http.get(RESULT_PATHS.detail(date)).expect(200)).body as DrawDetail;
  const history = async (date: string) =>
    (await asAdmin.get(RESULT_PATHS.history(date)).expect(200)).body as DrawChange[];
  /** Moves the clock; answers the time as changes record it. */
  const at = (iso: string) => {
    now = new Date(iso);
    return now.toISOString();
  };

  describe('a draw entered on draw day, tier by tier', () => {
    const date = '2024-03-16';

    it('when only the first prize is posted, then it is stored as a provisional draw missing every other tier', async () => {
      const created = await add({ date, prize1: '654321' });
      expect(created).toMatchObject({
        date,
        drawDate: date,
        status: 'provisional',
        prize1: '654321',
      });
      expect(created.missing).toEqual([
        'near1',
        'front3',
        'last3',
        'last2',
        'prize2',
        'prize3',
        'prize4',
        'prize5',
      ]);
      const listed = ((await api.http.get('/results').expect(200)).body as Result[]).find(
        (r) => r.date === date,
      );
      expect(listed).toEqual({
        _id: created._id,
        date,
        drawDate: date,
        status: 'provisional',
        prize1: '654321',
        missing: created.missing,
      });
    });

    it('when tiers are added later, then each is an "added" change by the admin at that time, and the status stays', async () => {
      const when = at('2024-03-16T08:05:00Z');
      const response = await patch(date, {
        front3: ['111', '222'],
        last3: ['333', '444'],
        last2: '55',
      }).expect(200);
      const updated = response.body as DrawDetail;
      expect(response.headers['cache-control']).toBe('no-store');
      expect(updated).toMatchObject({
        status: 'provisional',
        front3: ['111', '222'],
        last3: ['333', '444'],
        last2: '55',
      });
      expect(updated.changes.slice(1)).toEqual([
        {
          at: when,
          by: api.admin.email,
          source: 'admin',
          kind: 'added',
          field: 'front3',
          from: null,
          to: ['111', '222'],
        },
        {
          at: when,
          by: api.admin.email,
          source: 'admin',
          kind: 'added',
          field: 'last3',
          from: null,
          to: ['333', '444'],
        },
        {
          at: when,
          by: api.admin.email,
          source: 'admin',
          kind: 'added',
          field: 'last2',
          from: null,
          to: '55',
        },
      ]);
      expect(updated).not.toHaveProperty('correctedAt');
    });

    it('when the rest comes in and the draw is marked final, then the status change is recorded and nothing is missing', async () => {
      const when = at('2024-03-16T09:30:00Z');
      const { prize2, prize3, prize4, prize5 } = fullDraw(date);
      const updated = (
        await patch(date, {
          near1: ['654320', '654322'],
          prize2,
          prize3,
          prize4,
          prize5,
          status: 'final',
          note: 'GLO sheet',
        }).expect(200)
      ).body as DrawDetail;
      expect(updated).toMatchObject({ status: 'final', missing: [] });
      const last = updated.changes.at(-1);
      expect(last).toEqual({
        at: when,
        by: api.admin.email,
        source: 'admin',
        kind: 'status',
        field: 'status',
        from: 'provisional',
        to: 'final',
        note: 'GLO sheet',
      });
      expect(updated.changes.filter((c) => c.kind === 'added').map((c) => c.field)).toEqual([
        'front3',
        'last3',
        'last2',
        'near1',
        'prize2',
        'prize3',
        'prize4',
        'prize5',
      ]);
    });

    it('when a published number is corrected, then old → new, who and when are in the history and correctedAt is set', async () => {
      const when = at('2024-03-17T02:00:00Z');
      await patch(date, { last2: '56', note: 'typo' }).expect(200);
      const changes = await history(date);
      expect(changes.at(-1)).toEqual({
        at: when,
        by: api.admin.email,
        source: 'admin',
        kind: 'corrected',
        field: 'last2',
        from: '55',
        to: '56',
        note: 'typo',
      });
      const page = await detail(date);
      expect(page).toMatchObject({ last2: '56', correctedAt: when });
      // The public page has the history without who made each change.
      expect(page.changes.length).toBe(changes.length);
      for (const change of page.changes) expect(change).not.toHaveProperty('by');
      expect(
        ((await api.http.get('/results').expect(200)).body as Result[]).find((r) => r.date === date)
          ?.correctedAt,
      ).toBe(when);
    });

    it('when a list is given again in another order, then nothing changes and no change is recorded', async () => {
      const before = await history(date);
      const updated = (await patch(date, { last3: ['444', '333'] }).expect(200)).body as DrawDetail;
      expect(updated.last3).toEqual(['333', '444']);
      expect(await history(date)).toEqual(before);
    });

    it('when a tier is removed, then it is a correction to nothing; giving and removing the same tier is refused', async () => {
      const when = at('2024-03-17T03:00:00Z');
      const updated = (await patch(date, { remove: ['prize5'] }).expect(200)).body as DrawDetail;
      expect(updated).not.toHaveProperty('prize5');
      expect(updated.missing).toEqual(['prize5']);
      expect(updated.changes.at(-1)).toMatchObject({
        at: when,
        kind: 'corrected',
        field: 'prize5',
        to: null,
      });
      const both = await patch(date, { remove: ['last2'], last2: '57' }).expect(400);
      expect(issuePaths(both)).toEqual(['remove']);
    });

    it('when the draw date is set, then it is recorded; a draw date before the period is refused', async () => {
      const updated = (await patch(date, { drawDate: '2024-03-18' }).expect(200))
        .body as DrawDetail;
      expect(updated).toMatchObject({ date, drawDate: '2024-03-18' });
      expect(updated.changes.at(-1)).toMatchObject({
        kind: 'drawDate',
        from: date,
        to: '2024-03-18',
      });
      expect(issuePaths(await patch(date, { drawDate: '2024-03-15' }).expect(400))).toContain(
        'drawDate',
      );
    });

    it('when two admins patch the same draw at once, then both changes are kept', async () => {
      const [first, second] = await Promise.all([
        patch(date, { front3: ['901', '902'] }),
        patch(date, { last3: ['903', '904'] }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const page = await detail(date);
      expect(page).toMatchObject({ front3: ['901', '902'], last3: ['903', '904'] });
      expect(
        page.changes
          .slice(-2)
          .map((c) => c.field)
          .sort(),
      ).toEqual(['front3', 'last3']);
    });

    it('when it is marked provisional again, then that too is a status change', async () => {
      const updated = (await patch(date, { status: 'provisional' }).expect(200)).body as DrawDetail;
      expect(updated.changes.at(-1)).toMatchObject({
        kind: 'status',
        from: 'final',
        to: 'provisional',
      });
    });
  });

  describe('era rules on the merged draw', () => {
    it('when a correction breaks the era counts, then 400 lists the rule and nothing is stored', async () => {
      await add(fullDraw('2024-01-17'));
      const response = await patch('2024-01-17', { last3: ['111', '222', '333', '444'] }).expect(
        400,
      );
      expect(bodyOf(response).message).toBe('The changed draw breaks the rules of its era');
      expect(response.body).toMatchObject({
        code: 'validation',
        details: [{ path: 'last3', message: 'Last 3 digits needs exactly 2 numbers (found 4)' }],
      });
      expect((await detail('2024-01-17')).last3).toEqual(['789', '012']);
    });

    it('when a draw before 2015-09-01 gets a front-3 or two last-3 numbers, then 400', async () => {
      await add({
        date: '2010-03-01',
        prize1: '111111',
        last3: ['101', '202', '303', '404'],
        last2: '12',
      });
      expect(issuePaths(await patch('2010-03-01', { front3: ['123', '456'] }).expect(400))).toEqual(
        ['front3'],
      );
      expect(issuePaths(await patch('2010-03-01', { last3: ['101', '202'] }).expect(400))).toEqual([
        'last3',
      ]);
      const page = await detail('2010-03-01');
      expect(page).toMatchObject({
        era: 'four-last3',
        schedule: { id: 'pair-2006', unit: 'slip' },
      });
      expect(page.missing).toEqual(['near1', 'prize2', 'prize3', 'prize4', 'prize5']);
    });

    it('when a 1990s draw is entered, then its 7-digit first prize is taken, 6 digits refused, and no schedule is on file', async () => {
      const created = await add({
        date: '1993-07-16',
        prize1: '1234567',
        last3: ['111', '222', '333', '444'],
        last2: '67',
      });
      expect(created).toMatchObject({
        era: 'seven-digit',
        schedule: null,
        status: 'final',
        missing: [],
      });
      expect(issuePaths(await patch('1993-07-16', { prize1: '123456' }).expect(400))).toEqual([
        'prize1',
      ]);
      expect(
        issuePaths(await patch('1993-07-16', { near1: ['1234566', '1234568'] }).expect(400)),
      ).toContain('near1');
    });

    it('when the first prize is corrected without its near-first numbers, then 400; both together are taken', async () => {
      await add(fullDraw('2023-12-30', '500000'));
      const broken = await patch('2023-12-30', { prize1: '500010' }).expect(400);
      expect(issuePaths(broken)).toEqual(['near1.0', 'near1.1']);
      const fixed = (
        await patch('2023-12-30', { prize1: '500010', near1: ['500009', '500011'] }).expect(200)
      ).body as DrawDetail;
      expect(fixed.changes.slice(-2).map((c) => [c.kind, c.field, c.from, c.to])).toEqual([
        ['corrected', 'prize1', '500000', '500010'],
        ['corrected', 'near1', ['499999', '500001'], ['500009', '500011']],
      ]);
    });

    it('when near-first numbers wrap around 000000, then 999999 and 000001 are its neighbours', async () => {
      const created = await add({
        ...fullDraw('2023-12-16', '000001'),
        prize1: '000000',
        near1: ['999999', '000001'],
      });
      expect(created.near1).toEqual(['999999', '000001']);
    });

    it('when a number repeats, then near-first refuses it and the tiers that allow repeats take it', async () => {
      await add({ date: '2023-12-01', prize1: '777777' });
      expect(
        issuePaths(await patch('2023-12-01', { near1: ['777776', '777776'] }).expect(400)),
      ).toEqual(['near1.1']);
      const repeated = (
        await patch('2023-12-01', { last3: ['777', '777'], front3: ['123', '123'] }).expect(200)
      ).body as DrawDetail;
      expect(repeated).toMatchObject({ last3: ['777', '777'], front3: ['123', '123'] });
    });
  });

  describe('answers have the contracts’ shapes', () => {
    it('when a full draw is read, then the list, the claimable draws and the draw page match their schemas', async () => {
      now = new Date('2024-03-01T09:00:00Z');
      const list = (await api.http.get('/results').expect(200)).body as unknown[];
      expect(list.length).toBeGreaterThan(3);
      for (const item of list) {
        expect(v.is(ResultSchema, item)).toBe(true);
        expect(
          Object.keys(item as object).filter((k) =>
            ['near1', 'prize2', 'prize3', 'prize4', 'prize5', 'changes'].includes(k),
          ),
        ).toEqual([]);
      }
      const claimable = (await api.http.get('/results/claimable').expect(200)).body as Draw[];
      expect(claimable.length).toBeGreaterThan(0);
      for (const item of claimable) {
        expect(v.is(DrawSchema, item)).toBe(true);
        expect(item).not.toHaveProperty('changes');
      }
      expect(claimable.find((d) => d.date === '2024-01-17')?.prize5).toHaveLength(100);
      const page = await detail('2024-01-17');
      expect(v.parse(DrawDetailSchema, page)).toEqual(page);
      expect(page.schedule?.amounts).toMatchObject({ prize1: 6_000_000, last2: 2_000 });
      expect(page.changes).toEqual([
        { at: expect.any(String) as string, kind: 'created', source: 'admin' },
      ]);
    });
  });

  describe('GET /results/claimable', () => {
    it('when draws are on both sides of the two-year deadline, then only those claimable today (Bangkok) come, newest first', async () => {
      // 2026-03-01T17:30Z is already 2 March in Bangkok.
      await add({ date: '2024-02-16', prize1: '216216' });
      await add({ date: '2024-03-01', prize1: '301301' });
      await add({ date: '2024-02-01', drawDate: '2024-03-02', prize1: '302302' });
      now = new Date('2026-03-01T16:00:00Z');
      const dates = async () =>
        ((await api.http.get('/results/claimable').expect(200)).body as Draw[]).map((d) => d.date);
      expect((await dates()).filter((d) => d <= '2024-03-01')).toEqual([
        '2024-03-01',
        '2024-02-01',
      ]);
      // No write happened: the next Bangkok day still gets a new answer.
      now = new Date('2026-03-01T17:30:00Z');
      expect((await dates()).filter((d) => d <= '2024-03-01')).toEqual(['2024-02-01']);
      now = new Date('2026-03-02T17:30:00Z');
      expect((await dates()).filter((d) => d <= '2024-03-01')).toEqual([]);
      now = new Date('2024-03-01T09:00:00Z');
    });
  });

  describe('errors', () => {
    it.each(['/results/2024-05-16', '/results/1989-01-01'])(
      'when %s is not on file, then 404 with a JSON message',
      async (path) => {
        const response = await api.http.get(path).expect(404);
        expect(response.body).toEqual({
          message: `No draw for ${path.slice('/results/'.length)}`,
          code: 'not_found',
        });
        expect(response.headers['cache-control']).toBe('no-store');
      },
    );

    it.each([
      '/results/2024-02-30',
      '/results/2024-3-01',
      '/results/latest',
      '/results/2024-01-17x',
    ])('when %s is not a real date, then 400 naming the date', async (path) => {
      const response = await api.http.get(path).expect(400);
      expect(bodyOf(response).message).toBe('Invalid date');
      expect(issuePaths(response)).toEqual(['']);
    });

    it('when a draw page is read after a write, then the new draw is sent with a new ETag', async () => {
      const first = await api.http.get('/results/2024-01-17').expect(200);
      await patch('2024-01-17', { last2: '99' }).expect(200);
      const second = await api.http
        .get('/results/2024-01-17')
        .set('If-None-Match', String(first.headers.etag))
        .expect(200);
      expect((second.body as DrawDetail).last2).toBe('99');
      expect(second.headers.etag).not.toBe(first.headers.etag);
    });

    it('when an unknown date is patched or its history asked, then 404; a malformed date 400', async () => {
      await patch('2024-05-16', { last2: '12' }).expect(404);
      await asAdmin.get(RESULT_PATHS.history('2024-05-16')).expect(404);
      await patch('2024-02-30', { last2: '12' }).expect(400);
      await asAdmin.get(RESULT_PATHS.history('16-05-2024')).expect(400);
    });

    it.each([
      ['an empty body', {}, ''],
      ['a note alone', { note: 'just a note' }, ''],
      ['an unknown field', { prize6: ['1'] }, 'prize6'],
      ['an unknown tier to remove', { remove: ['prize9'] }, 'remove.0'],
      ['a number with letters', { last2: '3a' }, 'last2'],
      ['a date change', { date: '2024-01-18' }, 'date'],
      ['an operator', { last2: { $gt: '' } }, 'last2.$gt'],
      ['a bad status', { status: 'closed' }, 'status'],
    ])('when a PATCH has %s, then 400 naming %j', async (_label, body, path) => {
      const response = await patch('2024-01-17', body).expect(400);
      expect(bodyOf(response).message).toBe('Invalid request body');
      expect(issuePaths(response)).toContain(path);
    });

    it('when writes come without a token, then 401 and nothing changes', async () => {
      const before = await detail('2024-01-17');
      await api.http.patch(RESULT_PATHS.update('2024-01-17')).send({ last2: '11' }).expect(401);
      await api.http
        .post(RESULT_PATHS.add)
        .send({ date: '2024-04-01', prize1: '123456' })
        .expect(401);
      await api.http.get(RESULT_PATHS.history('2024-01-17')).expect(401);
      expect(await detail('2024-01-17')).toEqual(before);
      await api.http.get('/results/2024-04-01').expect(404);
    });

    it('when a write carries malformed JSON, then 400', async () => {
      const response = await asAdmin
        .patch(RESULT_PATHS.update('2024-01-17'))
        .set('Content-Type', 'application/json')
        .send('{"last2": "1')
        .expect(400);
      expect(response.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_body' });
    });

    it('when a date is added twice, then 409', async () => {
      const response = await asAdmin
        .post(RESULT_PATHS.add)
        .send({ date: '2024-01-17', prize1: '123456' })
        .expect(409);
      expect(response.body).toEqual({
        message: 'A result for 2024-01-17 already exists',
        code: 'conflict',
      });
    });
  });
});
