import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  type DrawNumbers,
  eraOf,
  type FeedSource,
  prizeAmount,
  type Tier,
  TIERS,
  tierNumbers,
} from '@lotto/contracts';
import {
  communityAnswer,
  communityDrawId,
  GLO_TIER_KEYS,
  isoOfCommunityId,
  thaiDateText,
} from '../wire.js';

/*
 * A local stand-in for the two public result feeds (../shared/domain/feeds.md), speaking both
 * interfaces from draws of the shipped history: GLO's JSON API under `/glo`, the community API
 * under `/community`. Each source follows a timeline of steps — tiers revealed one by one as on
 * draw day, a value altered, garbage, an HTTP error, a slow answer, a socket that never answers —
 * moved on by hand (tests) or every few seconds (the `feed:replay` CLI, `npm start -- --replay`).
 */

/** A draw the server knows, under the period date it is served as. */
export interface ReplayDraw {
  date: string;
  numbers: DrawNumbers;
}

/** What a source does at one step of its timeline. */
export type ReplayStep =
  | {
      kind: 'answer';
      /** The tiers answered in full; all of the draw's tiers when absent. */
      tiers?: readonly Tier[];
      /** Tiers answered with only half their numbers (a tier still being drawn). */
      partial?: readonly Tier[];
      /** Numbers answered instead of the draw's (a source that disagrees). */
      alter?: DrawNumbers;
      /** The date the answer claims, when not the date asked (a source answering another draw). */
      answerDate?: string;
      /** Milliseconds before the answer is sent. */
      delayMs?: number;
    }
  /** HTTP 200 with a body that is not the interface's shape (`body`, or broken JSON). */
  | { kind: 'garbage'; body?: string }
  /** An HTTP error status with a short JSON body. */
  | { kind: 'status'; status: number }
  /** Reads the request and never answers (the socket stays open until the client gives up). */
  | { kind: 'hang' };

export interface ReplayServerOptions {
  draws: readonly ReplayDraw[];
  /** Each source's steps; a source without one answers every tier of every draw. */
  timelines?: Partial<Record<FeedSource, readonly ReplayStep[]>>;
  /** Moves every timeline one step on each this many seconds (besides {@link ReplayServer.advance}). */
  stepSeconds?: number;
  port?: number;
  host?: string;
}

export interface ReplayServer {
  /** `http://host:port` */
  url: string;
  /** The base URL to configure as GLO_API_URL. */
  gloUrl: string;
  /** The base URL to configure as COMMUNITY_API_URL. */
  communityUrl: string;
  /** Replaces a source's timeline and starts it from its first step. */
  setTimeline(source: FeedSource, steps: readonly ReplayStep[]): void;
  /** Moves a source's timeline (both when none is named) one step on; the last step stays. */
  advance(source?: FeedSource): void;
  /** The step a source is at (0-based, capped at its last step). */
  stepOf(source: FeedSource): number;
  /** How many requests a source has received. */
  requests(source: FeedSource): number;
  close(): Promise<void>;
}

const ALL: ReplayStep = { kind: 'answer' };

/**
 * Draw day as a timeline: first nothing drawn, then the draw's tiers revealed one per step in
 * sheet order (a tier being drawn shows half its numbers first when `partial`), then all of them.
 * `lag` steps of nothing come first (the community API lags behind GLO on draw day).
 */
export function drawDayTimeline(
  draw: ReplayDraw,
  options: { lag?: number; partial?: boolean } = {},
): ReplayStep[] {
  const tiers = TIERS.filter((tier) => tierNumbers(draw.numbers, tier) !== undefined);
  const steps: ReplayStep[] = [];
  for (let i = 0; i < (options.lag ?? 0); i++) steps.push({ kind: 'answer', tiers: [] });
  for (let i = 0; i <= tiers.length; i++) {
    const shown = tiers.slice(0, i);
    const next = tiers[i];
    if (options.partial === true && next !== undefined && !isSingle(next)) {
      steps.push({ kind: 'answer', tiers: shown, partial: [next] });
    }
    steps.push({ kind: 'answer', tiers: shown });
  }
  return steps;
}

const isSingle = (tier: Tier) => tier === 'prize1' || tier === 'last2';

/** The numbers one step answers for a tier: the draw's (or altered), all, half, or none. */
function answeredNumbers(draw: ReplayDraw, step: ReplayStep & { kind: 'answer' }, tier: Tier) {
  const numbers = tierNumbers(step.alter ?? {}, tier) ?? tierNumbers(draw.numbers, tier);
  if (numbers === undefined) return undefined;
  if (step.tiers === undefined || step.tiers.includes(tier)) return [...numbers];
  if (step.partial?.includes(tier) === true)
    return numbers.slice(0, Math.floor(numbers.length / 2));
  return [];
}

function gloData(draw: ReplayDraw, step: ReplayStep & { kind: 'answer' }) {
  const data: Record<string, { price: string; number: { value: string; round: number }[] }> = {};
  for (const tier of TIERS) {
    if (eraOf(draw.date).tiers[tier] === undefined) continue;
    const numbers = answeredNumbers(draw, step, tier) ?? [];
    data[GLO_TIER_KEYS[tier]] = {
      price: String(prizeAmount(draw.date, tier) ?? 0),
      number: numbers.map((value, index) => ({ value, round: index + 1 })),
    };
  }
  return data;
}

function communityResponse(draw: ReplayDraw, step: ReplayStep & { kind: 'answer' }) {
  const date = step.answerDate ?? draw.date;
  return communityAnswer(
    date,
    `https://news.sanook.com/lotto/check/${communityDrawId(date)}`,
    (tier) => ({
      numbers: answeredNumbers(draw, step, tier) ?? [],
      reward: prizeAmount(draw.date, tier) ?? 0,
    }),
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the server; resolves once it listens (port 0: a free port). */
export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const draws = new Map(options.draws.map((draw) => [draw.date, draw]));
  const newest = [...draws.keys()].sort().at(-1);
  const timelines: Record<FeedSource, readonly ReplayStep[]> = {
    glo: options.timelines?.glo ?? [ALL],
    community: options.timelines?.community ?? [ALL],
  };
  const manual: Record<FeedSource, number> = { glo: 0, community: 0 };
  const counts: Record<FeedSource, number> = { glo: 0, community: 0 };
  const started = Date.now();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const stepOf = (source: FeedSource) => {
    const timed =
      options.stepSeconds === undefined
        ? 0
        : Math.floor((Date.now() - started) / (options.stepSeconds * 1000));
    return Math.min(manual[source] + timed, timelines[source].length - 1);
  };

  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };

  /** Plays the source's current step: `answer` builds the interface's body for the draw. */
  const play = (
    res: ServerResponse,
    source: FeedSource,
    answer: (step: ReplayStep & { kind: 'answer' }) => { status: number; body: unknown },
  ) => {
    counts[source] += 1;
    const step = timelines[source][stepOf(source)] ?? ALL;
    if (step.kind === 'hang') return;
    if (step.kind === 'status') {
      send(res, step.status, JSON.stringify({ status: false, message: `HTTP ${step.status}` }));
      return;
    }
    if (step.kind === 'garbage') {
      send(res, 200, step.body ?? '{"status":true,"response":{"result":');
      return;
    }
    const { status, body } = answer(step);
    const reply = () => send(res, status, JSON.stringify(body));
    if (step.delayMs === undefined) reply();
    else {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) reply();
      }, step.delayMs);
      timers.add(timer);
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://replay').pathname;
    const text = req.method === 'POST' ? await readBody(req) : '';

    if (req.method === 'POST' && path === '/glo/api/checking/getLotteryResult') {
      let asked: string | undefined;
      try {
        const body = JSON.parse(text) as { date?: unknown; month?: unknown; year?: unknown };
        if (
          typeof body.date === 'string' &&
          typeof body.month === 'string' &&
          typeof body.year === 'string'
        )
          asked = `${body.year}-${body.month}-${body.date}`;
      } catch {
        asked = undefined;
      }
      if (asked === undefined) {
        send(res, 400, JSON.stringify({ status: false, message: 'date, month and year needed' }));
        return;
      }
      const date = asked;
      play(res, 'glo', (step) => {
        const draw = draws.get(date);
        const shown = step.answerDate ?? date;
        const result = {
          date: shown,
          displayDate: thaiDateText(shown),
          period: shown,
          youtube_url: null,
          pdf_url: null,
          // A date with no draw answers without `first` (feeds.md).
          data: draw === undefined ? {} : gloData(draw, step),
        };
        return { status: 200, body: { status: true, response: { result } } };
      });
      return;
    }
    if (req.method === 'POST' && path === '/glo/api/lottery/getLatestLottery') {
      play(res, 'glo', (step) => {
        const draw = newest === undefined ? undefined : draws.get(newest);
        if (draw === undefined) return { status: 200, body: { status: false, response: null } };
        const date = step.answerDate ?? draw.date;
        return {
          status: 200,
          body: { status: true, response: { date, data: gloData(draw, step) } },
        };
      });
      return;
    }
    const lotto = /^\/community\/lotto\/(\d{8})$/.exec(path);
    if (req.method === 'GET' && (lotto !== null || path === '/community/latest')) {
      const id = lotto?.[1];
      const date = id === undefined ? newest : isoOfCommunityId(id);
      play(res, 'community', (step) => {
        const draw = date === undefined ? undefined : draws.get(date);
        if (draw === undefined)
          return { status: 404, body: { status: 'crash', response: 'Not found' } };
        return { status: 200, body: communityResponse(draw, step) };
      });
      return;
    }
    send(res, 404, JSON.stringify({ status: false, message: `No such path: ${path}` }));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, '{"status":false}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  return {
    url,
    gloUrl: `${url}/glo`,
    communityUrl: `${url}/community`,
    setTimeline(source, steps) {
      timelines[source] = steps.length === 0 ? [ALL] : [...steps];
      manual[source] = 0;
    },
    advance(source) {
      for (const one of source === undefined ? (['glo', 'community'] as const) : [source])
        manual[one] = Math.min(manual[one] + 1, timelines[one].length - 1);
    },
    stepOf,
    requests: (source) => counts[source],
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
