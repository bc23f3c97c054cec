import { describe, expect, it } from 'vitest';
import {
  drawPageRefetchInterval,
  isLive,
  LIVE_POLL_MS,
  liveDrawDateAt,
  liveRefetchInterval,
  nearToday,
} from '../live';
import { liveDrawAt, namesLiveDraw } from '@lotto/number-tools';

/** An instant by its Bangkok wall-clock time (UTC+7 all year). */
const bangkok = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

describe('liveDrawDateAt', () => {
  // 1 Dec 2026 is a regular draw day (the 1st); 23 Nov 2026 is not.
  it.each([
    ['14:29', null],
    ['14:30', '2026-12-01'],
    ['16:30', '2026-12-01'],
    ['17:59', '2026-12-01'],
    ['18:00', null],
  ])('on a draw day at %s Bangkok, then the live draw is %s', (time, expected) => {
    expect(liveDrawDateAt(bangkok('2026-12-01', time))).toBe(expected);
  });

  it('when no draw is held that day, then nothing is live at draw time', () => {
    expect(liveDrawDateAt(bangkok('2026-11-23', '15:00'))).toBeNull();
  });

  it('when the visitor is far from Bangkok, then the window is still Bangkok’s (14:30 there is 07:30 UTC)', () => {
    expect(liveDrawDateAt(new Date('2026-12-01T07:29:00Z'))).toBeNull();
    expect(liveDrawDateAt(new Date('2026-12-01T07:30:00Z'))).toBe('2026-12-01');
  });

  it('when the admin moved the draw to the next day, then that day is live instead', () => {
    const overrides = [{ from: '2026-12-01', to: '2026-12-02', reason: 'Moved for a test' }];
    expect(liveDrawDateAt(bangkok('2026-12-01', '15:00'), overrides)).toBeNull();
    expect(liveDrawDateAt(bangkok('2026-12-02', '15:00'), overrides)).toBe('2026-12-02');
  });
});

describe('isLive and liveRefetchInterval', () => {
  const draw = (date: string, status: 'final' | 'provisional') => ({ date, status });

  it('when the draw shown is provisional, then it is live whatever the clock says', () => {
    expect(isLive(draw('2026-11-23', 'provisional'))).toBe(true);
    expect(liveRefetchInterval()({ state: { data: draw('2026-11-23', 'provisional') } })).toBe(
      LIVE_POLL_MS,
    );
  });

  it('when the draw is final, then it is not live and nothing is polled', () => {
    expect(isLive(draw('2026-12-01', 'final'), '2026-12-01')).toBe(false);
    expect(
      liveRefetchInterval('2026-12-01')({ state: { data: draw('2026-12-01', 'final') } }),
    ).toBe(false);
  });

  it('when today’s draw is under way and not on file yet, then Home waits for it (live), also with no draw at all', () => {
    expect(isLive(draw('2026-11-16', 'final'), '2026-12-01')).toBe(true);
    expect(isLive(null, '2026-12-01')).toBe(true);
  });

  it('while the draw is still loading, then nothing is polled (the first fetch is under way)', () => {
    expect(isLive(undefined, '2026-12-01')).toBe(false);
  });
});

describe('the draw page: namesLiveDraw, nearToday and drawPageRefetchInterval', () => {
  const draw = (date: string, status: 'final' | 'provisional') => ({ date, status });

  it('when the draw of a date is under way, then that date’s page is the live draw’s and no other', () => {
    const live = liveDrawAt(bangkok('2026-12-01', '14:40'));
    expect(namesLiveDraw('2026-12-01', live)).toBe(true);
    expect(namesLiveDraw('2026-11-16', live)).toBe(false);
    expect(namesLiveDraw('2026-12-01', liveDrawAt(bangkok('2026-12-01', '14:29')))).toBe(false);
  });

  it('when the admin moved the draw, then the page of its regular date is live too (the period may keep it)', () => {
    const overrides = [{ from: '2026-12-01', to: '2026-12-02', reason: 'Moved for a test' }];
    const live = liveDrawAt(bangkok('2026-12-02', '15:00'), overrides);
    expect(namesLiveDraw('2026-12-02', live)).toBe(true);
    expect(namesLiveDraw('2026-12-01', live)).toBe(true);
  });

  it('when a date is more than a month from today in Bangkok, then its page can never be live', () => {
    const now = bangkok('2026-12-01', '00:30'); // still 30 Nov in UTC
    expect(nearToday('2026-12-01', now)).toBe(true);
    expect(nearToday('2026-12-31', now)).toBe(true);
    expect(nearToday('2027-01-02', now)).toBe(false);
    expect(nearToday('2026-10-31', now)).toBe(true);
    expect(nearToday('2026-10-30', now)).toBe(false);
  });

  it('when the live draw is not on file yet, then its page asks once a minute; a page that is not live asks no more', () => {
    expect(drawPageRefetchInterval(true)({ state: {} })).toBe(LIVE_POLL_MS);
    expect(drawPageRefetchInterval(false)({ state: {} })).toBe(false);
  });

  it('when the draw is published, then its page polls while provisional and stops once final', () => {
    const awaited = drawPageRefetchInterval(true);
    expect(awaited({ state: { data: draw('2026-12-01', 'provisional') } })).toBe(LIVE_POLL_MS);
    expect(awaited({ state: { data: draw('2026-12-01', 'final') } })).toBe(false);
    // An older final draw's page during a live window is not polled (Home's rule is not the page's).
    expect(drawPageRefetchInterval(false)({ state: { data: draw('2026-11-16', 'final') } })).toBe(
      false,
    );
    expect(
      drawPageRefetchInterval(false)({ state: { data: draw('2026-11-16', 'provisional') } }),
    ).toBe(LIVE_POLL_MS);
  });
});
