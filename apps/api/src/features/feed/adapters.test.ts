import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityAdapter, createGloAdapter, type FeedAdapter } from './adapters.js';
import { loadReplayDraw } from './replay/fixtures.js';
import { type ReplayServer, startReplayServer } from './replay/replay-server.js';

/* The two adapters against the replay server, over HTTP. */

const DATE = '2024-12-16';
const clock = () => new Date('2026-11-26T08:00:00.000Z');

describe('the feed adapters', () => {
  let replay: ReplayServer;
  let glo: FeedAdapter;
  let community: FeedAdapter;
  beforeAll(async () => {
    replay = await startReplayServer({ draws: [await loadReplayDraw(DATE)] });
    glo = createGloAdapter({ baseUrl: `${replay.gloUrl}/`, timeoutMs: 1000, clock });
    community = createCommunityAdapter({ baseUrl: replay.communityUrl, timeoutMs: 1000, clock });
  });
  afterAll(() => replay.close());

  it('when both interfaces answer a draw in full, then both read the same 173 numbers and the stated amounts', async () => {
    const [a, b] = await Promise.all([glo.fetchDraw(DATE), community.fetchDraw(DATE)]);
    if (!a.ok || !b.ok) throw new Error('expected answers');
    const { source: _a, at: _at, amounts: gloAmounts, ...gloNumbers } = a.answer;
    const { source: _b, at: _bt, amounts: communityAmounts, ...communityNumbers } = b.answer;
    expect(gloNumbers).toEqual(communityNumbers);
    expect(gloNumbers.prize5).toHaveLength(100);
    expect(gloAmounts).toEqual({
      source: 'feed:glo',
      baht: expect.objectContaining({ prize1: 6_000_000, last2: 2_000 }) as object,
    });
    expect(communityAmounts?.source).toBe('feed:community');
  });

  it('when a draw is not on file yet, then GLO answers without tiers and the community API with 404: nothing drawn, no error', async () => {
    const [a, b] = await Promise.all([
      glo.fetchDraw('2026-12-01'),
      community.fetchDraw('2026-12-01'),
    ]);
    expect(a).toEqual({
      ok: true,
      answer: { source: 'glo', date: '2026-12-01', at: clock().toISOString() },
    });
    expect(b).toEqual({
      ok: true,
      answer: { source: 'community', date: '2026-12-01', at: clock().toISOString() },
    });
  });

  it('when the community API answers another draw or not "success", then it is no answer with the reason', async () => {
    replay.setTimeline('community', [
      { kind: 'answer', answerDate: '2024-12-01' },
      { kind: 'garbage', body: '{"status":"crash","response":null}' },
    ]);
    expect(await community.fetchDraw(DATE)).toEqual({
      ok: false,
      message:
        'the community results API gave an answer that cannot be used: it is the draw of 2024-12-01, not of 2024-12-16',
    });
    replay.advance('community');
    const crashed = await community.fetchDraw(DATE);
    expect(!crashed.ok && crashed.message).toMatch(
      /^the community results API answered in an unexpected shape \(status: status is not "success"\)$/,
    );
  });

  it('when a GLO tier has an unexpected shape, then the message names where', async () => {
    replay.setTimeline('glo', [
      {
        kind: 'garbage',
        body: '{"status":true,"response":{"result":{"data":{"last2":{"number":[{"value":55}]}}}}}',
      },
    ]);
    const answer = await glo.fetchDraw(DATE);
    expect(!answer.ok && answer.message).toBe(
      "GLO's results API answered in an unexpected shape (response.result.data.last2.number.0.value: a text was expected)",
    );
  });
});
