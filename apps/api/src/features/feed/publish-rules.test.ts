import type { DrawChange, FeedAnswer } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import { type KeptDisagreement, planFeed, type StoredForFeed } from './publish-rules.js';

const DATE = '1994-06-16'; // seven-digit era: three tiers keep the fixtures short
const AT = '2026-11-26T08:00:00.000Z';
const full = { prize1: '1234567', last3: ['111', '222', '333', '444'], last2: '55' };

const answer = (source: 'glo' | 'community', numbers: Partial<typeof full>): FeedAnswer => ({
  source,
  date: DATE,
  at: AT,
  ...numbers,
});

const stored = (
  numbers: Partial<typeof full>,
  changes: DrawChange[] = [],
  status: 'provisional' | 'final' = 'provisional',
): StoredForFeed => ({ date: DATE, status, changes, ...numbers });

describe('planFeed', () => {
  it('when one source has tiers the other has not yet, then they are published from it, provisional', () => {
    const plan = planFeed({
      date: DATE,
      answers: [answer('glo', { prize1: full.prize1, last2: full.last2 }), answer('community', {})],
      stored: null,
      kept: [],
    });
    expect(plan.publish.map((p) => [p.tier, p.source])).toEqual([
      ['prize1', 'feed:glo'],
      ['last2', 'feed:glo'],
    ]);
    expect(plan.final).toBe(false);
    expect(plan.open).toEqual([]);
  });

  it('when both sources give every tier the same, then the draw turns final', () => {
    const plan = planFeed({
      date: DATE,
      answers: [
        answer('glo', full),
        answer('community', { ...full, last3: ['444', '333', '222', '111'] }),
      ],
      stored: stored({ prize1: full.prize1 }),
      kept: [],
    });
    expect(plan.publish.map((p) => p.tier)).toEqual(['last3', 'last2']);
    expect(plan.publish[0]?.note).toMatch(/agree/);
    expect(plan.final).toBe(true);
  });

  it('when only one source is configured, then nothing ever turns final by itself', () => {
    const plan = planFeed({ date: DATE, answers: [answer('glo', full)], stored: null, kept: [] });
    expect(plan.publish).toHaveLength(3);
    expect(plan.final).toBe(false);
  });

  it('when the sources disagree on a tier, then that tier is not published and a disagreement opens', () => {
    const plan = planFeed({
      date: DATE,
      answers: [answer('glo', full), answer('community', { ...full, last2: '56' })],
      stored: null,
      kept: [],
    });
    expect(plan.publish.map((p) => p.tier)).toEqual(['prize1', 'last3']);
    expect(plan.open).toEqual([
      {
        date: DATE,
        tier: 'last2',
        values: [
          { source: 'feed:glo', numbers: ['55'] },
          { source: 'feed:community', numbers: ['56'] },
        ],
        note: expect.stringMatching(
          /GLO's results API says 55, the community results API says 56/,
        ) as string,
      },
    ]);
    expect(plan.opened).toEqual(plan.open);
    expect(plan.final).toBe(false);
  });

  it("when a source differs from the admin's entry, then the entry stays and a disagreement opens naming the admin", () => {
    const entry: DrawChange = {
      at: AT,
      by: 'a@example.com',
      source: 'admin',
      kind: 'added',
      field: 'last2',
      to: '99',
    };
    const plan = planFeed({
      date: DATE,
      answers: [answer('glo', { last2: '55' })],
      stored: stored({ last2: '99' }, [entry]),
      kept: [],
    });
    expect(plan.publish).toEqual([]);
    expect(plan.open[0]?.values).toEqual([
      { source: 'feed:glo', numbers: ['55'] },
      { source: 'admin', numbers: ['99'] },
    ]);
  });

  it('when the stored value came from a feed and a source now says otherwise, then it is a disagreement, not a correction', () => {
    const earlier: DrawChange = {
      at: AT,
      source: 'feed:community',
      kind: 'added',
      field: 'last2',
      to: '55',
    };
    const plan = planFeed({
      date: DATE,
      answers: [answer('glo', { last2: '57' }), answer('community', { last2: '55' })],
      stored: stored({ last2: '55' }, [earlier]),
      kept: [],
    });
    expect(plan.publish).toEqual([]);
    expect(plan.open.map((d) => d.values.map((v) => v.source))).toEqual([
      ['feed:glo', 'feed:community'],
    ]);
  });

  const kept = (over: Partial<KeptDisagreement> = {}): KeptDisagreement => ({
    date: DATE,
    tier: 'last2',
    values: [
      { source: 'feed:glo', numbers: ['55'] },
      { source: 'feed:community', numbers: ['56'] },
    ],
    openedAt: AT,
    ...over,
  });

  it('when an open disagreement is answered the same again, then it stays open and is not recorded twice', () => {
    const plan = planFeed({
      date: DATE,
      answers: [answer('glo', { last2: '55' }), answer('community', { last2: '56' })],
      stored: null,
      kept: [kept()],
    });
    expect(plan.open).toHaveLength(1);
    expect(plan.opened).toEqual([]);
  });

  it('when the sources come to agree, then the disagreement closes and the tier is published', () => {
    const plan = planFeed({
      date: DATE,
      answers: [answer('glo', { last2: '55' }), answer('community', { last2: '55' })],
      stored: null,
      kept: [kept()],
    });
    expect(plan.closed).toEqual([{ tier: 'last2', by: 'agreement' }]);
    expect(plan.publish.map((p) => p.tier)).toEqual(['last2']);
    expect(plan.open).toEqual([]);
  });

  it('when the admin set the tier after the disagreement opened, then it closes and the same answers do not reopen it', () => {
    const fix: DrawChange = {
      at: '2026-11-26T09:00:00.000Z',
      source: 'admin',
      kind: 'added',
      field: 'last2',
      to: '55',
    };
    const answers = [answer('glo', { last2: '55' }), answer('community', { last2: '56' })];
    const first = planFeed({
      date: DATE,
      answers,
      stored: stored({ last2: '55' }, [fix]),
      kept: [kept()],
    });
    expect(first.closed).toEqual([{ tier: 'last2', by: 'admin' }]);
    expect(first.open).toEqual([]);
    const again = planFeed({
      date: DATE,
      answers,
      stored: stored({ last2: '55' }, [fix]),
      kept: [kept({ closedAt: fix.at, closedBy: 'admin' })],
    });
    expect(again.open).toEqual([]);
    expect(again.opened).toEqual([]);
  });

  it('when a final draw matches the sources, then nothing changes; when they differ, it stays final', () => {
    const same = planFeed({
      date: DATE,
      answers: [answer('glo', full), answer('community', full)],
      stored: stored(full, [], 'final'),
      kept: [],
    });
    expect(same).toEqual({ publish: [], open: [], opened: [], closed: [], final: false });
    const differs = planFeed({
      date: DATE,
      answers: [answer('glo', { ...full, prize1: '7654321' })],
      stored: stored(full, [], 'final'),
      kept: [],
    });
    expect(differs.publish).toEqual([]);
    expect(differs.open.map((d) => d.tier)).toEqual(['prize1']);
    expect(differs.final).toBe(false);
  });

  it('when next-to-first arrives before the first prize is on file, then it waits', () => {
    const plan = planFeed({
      date: '2024-12-16',
      answers: [
        { source: 'glo', date: '2024-12-16', at: AT, prize1: '097863' },
        {
          source: 'community',
          date: '2024-12-16',
          at: AT,
          prize1: '097864',
          near1: ['097862', '097864'],
        },
      ],
      stored: null,
      kept: [],
    });
    expect(plan.publish).toEqual([]);
    expect(plan.open.map((d) => d.tier)).toEqual(['prize1']);
  });

  it('when the draw holds a tier as disputed, then the feed does not settle it: the admin settles it', () => {
    const plan = planFeed({
      date: DATE,
      answers: [answer('glo', { last2: '96' }), answer('community', { last2: '96' })],
      stored: {
        ...stored({ prize1: full.prize1 }),
        disagreements: [
          {
            tier: 'last2',
            values: [
              { source: 'glo', numbers: ['96'] },
              { source: 'sanook', numbers: ['06'] },
            ],
          },
        ],
      },
      kept: [],
    });
    expect(plan.publish).toEqual([]);
    expect(plan.open[0]?.values.map((v) => v.source)).toEqual([
      'feed:glo',
      'feed:community',
      'glo',
      'sanook',
    ]);
  });
});
