import {
  API,
  type DrawOverrideRecord,
  DrawOverrideRecordSchema,
  type UpcomingDraws,
  UpcomingDrawsSchema,
} from '@lotto/contracts';
import { regularDrawDates } from '@lotto/number-tools';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, requireEmulatorHost, signUpMember } from '../test-support/services.js';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

/** Monday 23 November 2026, 10:00 in Bangkok. */
const MONDAY = '2026-11-23T03:00:00Z';
const upcomingPath = API.draws.upcoming.path();
const overridePath = (from: string) => API.draws.setOverride.path({ from });

describe('the draw calendar: upcoming draws and the admin’s announced changes', () => {
  let api: TestApi;
  let token: string;
  let now = new Date(MONDAY);

  beforeAll(async () => {
    api = await startTestApi({ clock: () => now });
    token = await api.loginAdmin();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    now = new Date(MONDAY);
    // Every test starts from the standing rules alone (a draw moved onto another's date goes first).
    for (let left = await api.services.calendar.list(); left.length > 0;) {
      const free = left.filter((record) => !left.some((other) => other.to === record.from));
      if (free.length === 0) throw new Error('The overrides left by a test move draws in a circle');
      for (const record of free) await api.services.calendar.remove(record.from);
      left = await api.services.calendar.list();
    }
  });

  const upcoming = async () => {
    const response = await api.http.get(upcomingPath).expect(200);
    return v.parse(UpcomingDrawsSchema, response.body);
  };
  const put = (from: string, body: unknown, bearer: string | null = token) =>
    api
      .as(bearer)
      .put(overridePath(from))
      .send(body as object);
  const remove = (from: string, bearer: string | null = token) =>
    api.as(bearer).delete(API.draws.removeOverride.path({ from }));
  const listOverrides = async () =>
    v.parse(
      v.array(DrawOverrideRecordSchema),
      (await api.as(token).get(API.draws.overrides.path()).expect(200)).body,
    );
  /** The single field issue of a 400 answer. */
  const issues = (response: { status: number; body: unknown }) => {
    expect(response.status).toBe(400);
    return bodyOf(response).details as { path: string; message: string }[];
  };

  describe('GET /draws/upcoming', () => {
    it('when anyone asks, then the next 12 draws come in order with their Bangkok start and end instants', async () => {
      const { draws, overrides } = await upcoming();
      expect(draws).toHaveLength(12);
      expect(draws[0]).toEqual({
        date: '2026-12-01',
        startsAt: '2026-12-01T07:30:00.000Z',
        completeBy: '2026-12-01T09:00:00.000Z',
      });
      expect(draws[1]?.date).toBe('2026-12-16');
      const dates = draws.map((draw) => draw.date);
      expect([...dates].sort()).toEqual(dates);
      const regular = [...regularDrawDates(2026), ...regularDrawDates(2027)];
      for (const date of dates) expect(regular).toContain(date);
      expect(overrides).toEqual([]);
    });

    it('when the draw of today is complete, then it is still listed until midnight in Bangkok', async () => {
      now = new Date('2026-12-01T12:00:00Z'); // 19:00 in Bangkok, results complete at 16:00
      expect((await upcoming()).draws[0]?.date).toBe('2026-12-01');
      now = new Date('2026-12-01T17:00:00Z'); // 00:00 on 2 December in Bangkok
      expect((await upcoming()).draws[0]?.date).toBe('2026-12-16');
    });

    it('when it is asked again with its ETag, then it answers 304 without a body, also as fetch() asks', async () => {
      const first = await api.http.get(upcomingPath).expect(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"/);
      expect(first.headers['cache-control']).toBe('no-cache');
      // Twice: the second answer comes from the fast path (the cache is warm by then).
      for (let i = 0; i < 2; i++) {
        const again = await api.http
          .get(upcomingPath)
          .set('If-None-Match', etag)
          .set('Cache-Control', 'no-cache')
          .expect(304);
        expect(again.text).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
    });

    it('when an override is announced or taken back, then the cached answer changes at once', async () => {
      const before = await api.http.get(upcomingPath).expect(200);
      const etag = String(before.headers.etag);
      await put('2026-12-16', { to: '2026-12-17', reason: 'Royal ceremony' }).expect(200);

      const moved = await api.http.get(upcomingPath).set('If-None-Match', etag).expect(200);
      const body = moved.body as UpcomingDraws;
      expect(body.draws.slice(0, 3)).toEqual([
        expect.objectContaining({ date: '2026-12-01' }),
        {
          date: '2026-12-17',
          startsAt: '2026-12-17T07:30:00.000Z',
          completeBy: '2026-12-17T09:00:00.000Z',
          movedFrom: '2026-12-16',
          reason: 'Royal ceremony',
        },
        expect.objectContaining({ date: '2027-01-02' }),
      ]);
      expect(body.draws.map((draw) => draw.date)).not.toContain('2026-12-16');
      expect(body.overrides).toEqual([
        { from: '2026-12-16', to: '2026-12-17', reason: 'Royal ceremony' },
      ]);

      await remove('2026-12-16').expect(204);
      const back = await api.http
        .get(upcomingPath)
        .set('If-None-Match', String(moved.headers.etag))
        .expect(200);
      expect((back.body as UpcomingDraws).draws[1]?.date).toBe('2026-12-16');
      expect(back.headers.etag).toBe(etag);
    });

    it('when an announced change is behind us, then it is no longer listed', async () => {
      await put('2026-12-01', { to: '2026-12-02', reason: 'Election day' }).expect(200);
      expect((await upcoming()).overrides).toHaveLength(1);
      now = new Date('2026-12-02T10:00:00Z'); // 17:00 on the 2nd: the moved draw's day
      expect((await upcoming()).overrides).toHaveLength(1);
      expect((await upcoming()).draws[0]).toMatchObject({ date: '2026-12-02' });
      now = new Date('2026-12-03T03:00:00Z');
      const later = await upcoming();
      expect(later.overrides).toEqual([]);
      expect(later.draws[0]?.date).toBe('2026-12-16');
    });
  });

  describe('PUT and DELETE /draws/overrides/:from, GET /draws/overrides', () => {
    it('when no admin token is sent, then every admin call answers 401', async () => {
      expect((await put('2026-12-16', { to: '2026-12-17', reason: 'Holiday' }, null)).status).toBe(
        401,
      );
      expect((await remove('2026-12-16', null)).status).toBe(401);
      expect((await api.http.get(API.draws.overrides.path())).status).toBe(401);
      expect(await api.services.calendar.list()).toEqual([]);
    });

    it('when a signed-in member calls, then it is refused and nothing changes', async () => {
      requireEmulatorHost();
      const member = await signUpMember();
      const attempt = await put(
        '2026-12-16',
        { to: '2026-12-17', reason: 'Holiday' },
        member.idToken,
      );
      expect([401, 403]).toContain(attempt.status);
      expect((await api.as(member.idToken).get(API.draws.overrides.path())).status).toBe(
        attempt.status,
      );
      expect((await upcoming()).overrides).toEqual([]);
    });

    it('when an admin announces, replaces and takes back a change, then each is recorded with who and when', async () => {
      const created = await put('2026-12-16', { to: '2026-12-17', reason: '  Royal ceremony ' })
        .expect(200)
        .expect('Cache-Control', /no-store/);
      expect(v.parse(DrawOverrideRecordSchema, created.body)).toEqual({
        from: '2026-12-16',
        to: '2026-12-17',
        reason: 'Royal ceremony',
        changedBy: api.admin.email,
        changedAt: MONDAY.replace('Z', '.000Z'),
      });

      now = new Date('2026-11-24T03:00:00Z');
      const replaced = await put('2026-12-16', { to: '2026-12-15', reason: 'Moved a day earlier' });
      expect(replaced.status).toBe(200);
      expect(replaced.body as DrawOverrideRecord).toMatchObject({
        to: '2026-12-15',
        changedAt: '2026-11-24T03:00:00.000Z',
      });
      now = new Date('2026-11-24T04:00:00Z');
      await put('2027-01-02', { to: '2027-01-03', reason: 'New Year' }).expect(200);
      expect((await listOverrides()).map((record) => [record.from, record.to])).toEqual([
        ['2027-01-02', '2027-01-03'],
        ['2026-12-16', '2026-12-15'],
      ]);
      expect((await upcoming()).draws.slice(1, 3).map((draw) => draw.date)).toEqual([
        '2026-12-15',
        '2027-01-03',
      ]);

      await remove('2026-12-16').expect(204);
      expect((await listOverrides()).map((record) => record.from)).toEqual(['2027-01-02']);
      const missing = await remove('2026-12-16');
      expect(missing.status).toBe(404);
      expect(bodyOf(missing).message).toBe('No announced change for the draw of 2026-12-16');
    });

    it.each([
      ['2026-12-16', { to: '17/12/2026', reason: 'Holiday' }, 'to', 'Date must be YYYY-MM-DD'],
      [
        '2026-12-16',
        { to: '2026-02-30', reason: 'Holiday' },
        'to',
        'Date is not a real calendar day',
      ],
      ['2026-12-16', { reason: 'Holiday' }, 'to', 'The new date is required'],
      ['2026-12-16', { to: '2026-12-17' }, 'reason', 'Reason is required (3–200 characters)'],
      [
        '2026-12-16',
        { to: '2026-12-17', reason: ' no ' },
        'reason',
        'Reason is required (3–200 characters)',
      ],
      [
        '2026-12-16',
        { to: '2026-12-17', reason: 'x'.repeat(201) },
        'reason',
        'Reason is required (3–200 characters)',
      ],
      [
        '2026-12-16',
        { to: '2026-12-17', reason: 'Holiday', from: '2026-12-15' },
        'from',
        'Unknown field "from"',
      ],
      ['16-12-2026', { to: '2026-12-17', reason: 'Holiday' }, 'from', 'Date must be YYYY-MM-DD'],
      [
        '2026-02-30',
        { to: '2026-12-17', reason: 'Holiday' },
        'from',
        'Date is not a real calendar day',
      ],
      [
        '2026-12-15',
        { to: '2026-12-17', reason: 'Holiday' },
        'from',
        '2026-12-15 is not a regular draw date',
      ],
      [
        '2026-11-16',
        { to: '2026-12-17', reason: 'Holiday' },
        'from',
        'The draw of 2026-11-16 is in the past',
      ],
      [
        '2026-12-16',
        { to: '2026-12-16', reason: 'Holiday' },
        'to',
        'The new date must differ from the regular date',
      ],
      [
        '2026-12-01',
        { to: '2026-11-22', reason: 'Holiday' },
        'to',
        'The new date must not be in the past',
      ],
      [
        '2026-12-16',
        { to: '2027-01-17', reason: 'Holiday' },
        'to',
        'The new date must be within 31 days of the regular date',
      ],
      [
        '2026-12-16',
        { to: '2026-12-01', reason: 'Holiday' },
        'to',
        '2026-12-01 is already a draw date',
      ],
    ])('when PUT %s has %j, then it answers 400 on %s: %s', async (from, body, path, message) => {
      expect(issues(await put(from, body))).toContainEqual({ path, message });
      expect(await api.services.calendar.list()).toEqual([]);
    });

    it('when the new date is within 31 days either way and not in the past, then it is taken', async () => {
      await put('2026-12-16', { to: '2027-01-16', reason: 'Thirty-one days later' }).expect(200);
      await put('2026-12-16', { to: '2026-11-23', reason: 'Today, moved forward' }).expect(200);
      expect((await upcoming()).draws[0]).toMatchObject({
        date: '2026-11-23',
        movedFrom: '2026-12-16',
      });
    });

    it('when the new date already holds another moved draw, then it is refused; a freed regular date is free', async () => {
      await put('2026-12-16', { to: '2026-12-18', reason: 'Royal ceremony' }).expect(200);
      expect(issues(await put('2026-12-01', { to: '2026-12-18', reason: 'Holiday' }))).toEqual([
        { path: 'to', message: '2026-12-18 already holds the draw moved from 2026-12-16' },
      ]);
      // 16 December has no draw of its own any more: the draw of the 1st may go there.
      await put('2026-12-01', { to: '2026-12-16', reason: 'Holiday' }).expect(200);
      expect((await upcoming()).draws.slice(0, 2)).toEqual([
        expect.objectContaining({ date: '2026-12-16', movedFrom: '2026-12-01' }),
        expect.objectContaining({ date: '2026-12-18', movedFrom: '2026-12-16' }),
      ]);
      // Replacing an override may keep its own new date.
      await put('2026-12-16', { to: '2026-12-18', reason: 'Royal ceremony, confirmed' }).expect(
        200,
      );
      // Taking back the move of the 16th would put two draws on that day.
      const clash = await remove('2026-12-16');
      expect(clash.status).toBe(409);
      expect(bodyOf(clash).message).toBe(
        'The draw of 2026-12-01 was moved to 2026-12-16: take that change back first',
      );
      await remove('2026-12-01').expect(204);
      await remove('2026-12-16').expect(204);
      expect((await upcoming()).draws[1]?.date).toBe('2026-12-16');
    });

    it('when the body is not JSON or not an object, then it is refused and nothing is stored', async () => {
      const text = await api
        .as(token)
        .put(overridePath('2026-12-16'))
        .set('Content-Type', 'text/plain')
        .send('to=2026-12-17');
      expect(text.status).toBe(415);
      expect(issues(await put('2026-12-16', ['2026-12-17']))).toEqual([
        { path: '', message: 'A JSON object is required' },
      ]);
      expect(await api.services.calendar.list()).toEqual([]);
    });
  });
});
