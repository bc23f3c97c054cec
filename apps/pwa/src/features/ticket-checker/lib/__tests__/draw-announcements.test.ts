import type { Draw } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import { asDraw, asLight } from '@/testing/shipped-draws';
import type { SavedTicket } from '../../stores/saved-tickets-store';
import {
  announcementFor,
  periodsToAnnounce,
  unknownPeriodDue,
  type WatchedTickets,
} from '../draw-announcements';
import type { DrawToCheck } from '../tickets';

const ticket = (number: string, period: string | null): SavedTicket => ({
  number,
  period,
  savedAt: '2024-12-10T00:00:00.000Z',
});
const watched = (w: Partial<WatchedTickets>): WatchedTickets => ({
  tickets: [],
  notified: {},
  lastCheckedDraw: null,
  ...w,
});
const full = (draw: Draw): DrawToCheck => ({ ...draw, source: 'full' });

// Real draws: 16 Dec 2024 (first prize 097863, a 2nd prize 208137), 1 Dec 2024 (first 669843).
const DEC_16 = asLight('2024-12-16');
const DEC_1 = asLight('2024-12-01');

describe('periodsToAnnounce', () => {
  it('when a saved ticket’s period has landed and was not announced as final, then its draw is looked up', () => {
    const saved = watched({ tickets: [ticket('123456', '2024-12-01')] });
    expect(periodsToAnnounce(DEC_16, saved, [DEC_16, DEC_1])).toEqual([DEC_1]);
  });

  it('when the period was announced as final or is still to come, then nothing is looked up', () => {
    const saved = watched({
      tickets: [ticket('123456', '2024-12-01'), ticket('123456', '2025-01-02')],
      notified: { '2024-12-01': 'final' },
    });
    expect(periodsToAnnounce(DEC_16, saved, [DEC_16, DEC_1])).toEqual([]);
    expect(periodsToAnnounce(null, saved, [])).toEqual([]);
  });

  it('when the light list does not know the period yet, then it is still looked up by its date', () => {
    const saved = watched({ tickets: [ticket('123456', '2024-12-01')] });
    expect(periodsToAnnounce(DEC_16, saved, [DEC_16])).toEqual([
      { _id: '', date: '2024-12-01', drawDate: '2024-12-01', status: 'final', missing: [] },
    ]);
  });

  it('when tickets without a period were not checked against the latest draw, then the latest is looked up', () => {
    const saved = watched({ tickets: [ticket('097863', null)], lastCheckedDraw: '2024-12-01' });
    expect(unknownPeriodDue(DEC_16, saved)).toBe(true);
    expect(periodsToAnnounce(DEC_16, saved, [DEC_16])).toEqual([DEC_16]);
    expect(unknownPeriodDue(DEC_16, { ...saved, lastCheckedDraw: '2024-12-16' })).toBe(false);
  });
});

describe('announcementFor', () => {
  it('when the draw of a period lands, then it is recorded, its tickets get their verdicts and the member is told', () => {
    const saved = watched({
      tickets: [ticket('208137', '2024-12-16'), ticket('123456', '2024-12-16')],
    });
    const plan = announcementFor(full(asDraw('2024-12-16')), saved, DEC_16, undefined);
    expect(plan.notifiedAs).toBe('final');
    expect(plan.checkedUnknown).toBe(false);
    expect('outcomes' in plan.verdicts && plan.verdicts.outcomes.map((o) => o.ticket)).toEqual([
      '208137',
      '123456',
    ]);
    expect(plan.notice).toMatchObject({
      key: 'draw-2024-12-16-final',
      replaces: 'draw-2024-12-16-provisional',
      title: 'new',
      provisional: false,
      open: null,
    });
    expect(plan.notice?.summary).toMatch(/1 of your saved tickets won 200,000 baht: 208137\./);
  });

  it('when the period was announced while provisional, then the final draw is announced as final results', () => {
    const saved = watched({
      tickets: [ticket('208137', '2024-12-16')],
      notified: { '2024-12-16': 'provisional' },
    });
    const plan = announcementFor(full(asDraw('2024-12-16')), saved, DEC_16, undefined);
    expect(plan.notice?.title).toBe('final');
  });

  it('when the period was announced already, then its verdicts are still published but nothing is shown', () => {
    const saved = watched({
      tickets: [ticket('208137', '2024-12-16')],
      notified: { '2024-12-16': 'final' },
    });
    const plan = announcementFor(full(asDraw('2024-12-16')), saved, DEC_16, undefined);
    expect(plan.notifiedAs).toBeNull();
    expect(plan.notice).toBeNull();
    expect('outcomes' in plan.verdicts && plan.verdicts.outcomes).toHaveLength(1);
  });

  it('when a provisional announcement is on screen and a tier arrives, then it is announced again and kept open', () => {
    const { prize2: _2, prize3: _3, prize4: _4, prize5: _5, ...partial } = asDraw('2024-12-16');
    const provisional: DrawToCheck = {
      ...partial,
      status: 'provisional',
      missing: ['prize2', 'prize3', 'prize4', 'prize5'],
      source: 'full',
    };
    const saved = watched({
      tickets: [ticket('097863', '2024-12-16')],
      notified: { '2024-12-16': 'provisional' },
    });
    const latest = { ...DEC_16, status: 'provisional' as const };
    const plan = announcementFor(provisional, saved, latest, { tiers: 'prize1', closed: false });
    expect(plan.notifiedAs).toBeNull();
    expect(plan.notice).toMatchObject({
      key: 'draw-2024-12-16-provisional',
      replaces: null,
      provisional: true,
    });
    expect(plan.notice?.open).toEqual({
      tiers: expect.stringContaining('prize1') as string,
      closed: false,
    });
    // The member closed it: not shown again until the draw is final.
    expect(
      announcementFor(provisional, saved, latest, { tiers: 'prize1', closed: true }).notice,
    ).toBeNull();
  });

  it('when tickets without a period meet the latest draw, then they are checked and recorded, and only they are told', () => {
    const saved = watched({ tickets: [ticket('097863', null)], lastCheckedDraw: '2024-12-01' });
    const plan = announcementFor(full(asDraw('2024-12-16')), saved, DEC_16, undefined);
    expect(plan.checkedUnknown).toBe(true);
    expect('outcomes' in plan.verdicts && plan.verdicts.outcomes).toEqual([]);
    expect(plan.notice?.summary).toMatch(/1 of your saved tickets won 6,000,000 baht: 097863\./);
  });
});
