import { FeedFetchResultSchema, FeedStatusSchema } from '@lotto/contracts';
import { forgedAdminToken } from '@lotto/test-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { formatDateTime } from '@/lib/format';
import { FeedFetchResultView, FeedPanel, FeedStatusView } from '../feed-panel';

afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const NOW = Date.parse('2026-12-01T09:10:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

/** The feed on draw day, as `GET /api/admin/feed` answers it (checked with the contract's schema). */
const DRAW_DAY = v.parse(FeedStatusSchema, {
  enabled: true,
  mode: 'draw-day',
  leader: true,
  currentDate: '2026-12-01',
  nextAttemptAt: new Date(NOW + 60_000).toISOString(),
  sources: [
    {
      source: 'glo',
      configured: true,
      lastAttemptAt: ago(1),
      lastSuccessAt: ago(1),
      lastError: null,
      degraded: false,
    },
    {
      source: 'community',
      configured: true,
      lastAttemptAt: ago(2),
      lastSuccessAt: ago(65),
      lastError: 'HTTP 500 from the community API',
      degraded: true,
    },
  ],
  answers: [
    {
      source: 'glo',
      date: '2026-12-01',
      at: ago(1),
      prize1: '507392',
      front3: ['243', '491'],
      last3: ['299', '736'],
      last2: '96',
    },
    { source: 'community', date: '2026-12-01', at: ago(65), prize1: '507392' },
  ],
  disagreements: [
    {
      date: '2026-11-16',
      tier: 'last2',
      values: [
        { source: 'feed:glo', numbers: ['96'] },
        { source: 'feed:community', numbers: ['06'] },
      ],
    },
  ],
});

describe('FeedStatusView', () => {
  it('when the feed runs on draw day, then each source shows its last attempt, success and error, relative and absolute', async () => {
    await renderAdmin(<FeedStatusView status={DRAW_DAY} now={NOW} />);
    expect(await screen.findByText('Feed on')).toBeInTheDocument();
    expect(screen.getByText('Feed degraded')).toBeInTheDocument();
    expect(
      screen.getByText('Draw day: fetching about once a minute until the draw is final.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Next attempt in 1 minute/)).toBeInTheDocument();

    const sources = screen.getByRole('table', { name: 'Feed sources' });
    const glo = within(sources).getByRole('row', { name: /GLO's results API/ });
    expect(glo).toHaveTextContent('OK');
    expect(glo).toHaveTextContent(`1 minute ago (${formatDateTime(NOW - 60_000)})`);
    const community = within(sources).getByRole('row', { name: /the community results API/ });
    expect(community).toHaveTextContent('Degraded');
    expect(community).toHaveTextContent(`1 hour ago (${formatDateTime(NOW - 65 * 60_000)})`);
    expect(community).toHaveTextContent('HTTP 500 from the community API');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'the community results API: the last attempt failed',
    );
  });

  it('when the sources answered part of the current draw, then every tier of its era shows each answer or "not in yet"', async () => {
    await renderAdmin(<FeedStatusView status={DRAW_DAY} now={NOW} />);
    const answers = await screen.findByRole('table', {
      name: 'What each source answered for 01/12/2026',
    });
    const cells = (tier: string) =>
      within(within(answers).getByRole('row', { name: new RegExp(`^${tier}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('First prize')).toEqual(['507392', '507392']);
    expect(cells('Last 2 digits')).toEqual(['96', 'not in yet']);
    expect(cells('5th prize')).toEqual(['not in yet', 'not in yet']);
    expect(within(answers).getAllByRole('row')).toHaveLength(10);
  });

  it('when a disagreement is open, then it names the draw, the tier and each source value, and links to the draw’s editor', async () => {
    await renderAdmin(<FeedStatusView status={DRAW_DAY} now={NOW} />);
    const list = await screen.findByRole('list', { name: 'Open disagreements' });
    expect(list).toHaveTextContent(
      "Last 2 digits: sources disagree: 96 (GLO's results API) / 06 (the community results API)",
    );
    expect(within(list).getByRole('link', { name: 'Draw of 16/11/2026' })).toHaveAttribute(
      'href',
      '/admin/addResult?edit=2026-11-16',
    );
  });

  it('when the feed is off, then it says why and shows no answers', async () => {
    const off = v.parse(FeedStatusSchema, {
      enabled: false,
      mode: 'off',
      leader: false,
      currentDate: null,
      nextAttemptAt: null,
      sources: DRAW_DAY.sources.map((s) => ({
        ...s,
        configured: false,
        lastAttemptAt: null,
        lastSuccessAt: null,
        lastError: null,
        degraded: false,
      })),
      answers: [],
      disagreements: [],
    });
    await renderAdmin(<FeedStatusView status={off} now={NOW} />);
    expect(await screen.findByText('Feed off')).toBeInTheDocument();
    expect(
      screen.getByText('Off: neither GLO_API_URL nor COMMUNITY_API_URL is set on the API.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Feed degraded')).toBeNull();
    expect(screen.getAllByRole('row', { name: /Not configured/ })).toHaveLength(2);
    expect(screen.getByText('The feed is not watching a draw.')).toBeInTheDocument();
    expect(screen.getByText(/No open disagreements/)).toBeInTheDocument();
  });
});

describe('FeedFetchResultView', () => {
  it('when a fetch published tiers, found a disagreement and a source failed, then the result says all three', async () => {
    const result = v.parse(FeedFetchResultSchema, {
      date: '2026-12-01',
      answers: [DRAW_DAY.answers[0]],
      errors: [{ source: 'community', message: 'timed out after 10 s' }],
      changes: [
        {
          at: ago(0),
          by: 'feed',
          source: 'feed:glo',
          kind: 'added',
          field: 'prize1',
          from: null,
          to: '507392',
        },
      ],
      disagreements: [
        {
          date: '2026-12-01',
          tier: 'front3',
          values: [
            { source: 'feed:glo', numbers: ['243', '491'] },
            { source: 'admin', numbers: ['243', '419'] },
          ],
        },
      ],
      status: 'provisional',
    });
    await renderAdmin(<FeedFetchResultView result={result} />);
    const section = await screen.findByRole('region', { name: 'Fetch result' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Draw of 01/12/2026: 1 change, 1 disagreement, 1 error; the draw is provisional',
    );
    expect(within(section).getByRole('list', { name: 'Errors' })).toHaveTextContent(
      'the community results API: timed out after 10 s',
    );
    expect(within(section).getByRole('list', { name: 'Changes published' })).toHaveTextContent(
      "added First prize: — → 507392 (GLO's results API)",
    );
    expect(within(section).getByRole('list', { name: 'Open disagreements' })).toHaveTextContent(
      "Front 3 digits: sources disagree: 243 491 (GLO's results API) / 243 419 (the site's admin)",
    );
    expect(
      within(section).getByRole('table', { name: 'What each source answered for 01/12/2026' }),
    ).toBeInTheDocument();
  });
});

describe('FeedPanel', () => {
  // This file starts no API: requests go to the discard port (vitest.config.ts) and fail for real.
  it('when the API cannot be reached, then the card says so with Retry, and Fetch now says why it did not run', async () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    await renderAdmin(<FeedPanel />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Results feed' })).toBeVisible();
    expect(await screen.findByText('Failed to load the results feed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Fetch a draw now' });
    expect(within(form).getByLabelText('Period date')).toHaveValue(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()),
    );
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Fetch now' }));
    expect(await screen.findByText('The fetch did not run')).toBeInTheDocument();
    expect(screen.getByText(/Network error: the server could not be reached/)).toBeInTheDocument();
  });
});
