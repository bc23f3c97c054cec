import { type FeedAnswer, type FeedSource, TIERS, VALUE_SOURCE_NAMES } from '@lotto/contracts';
import * as v from 'valibot';
import { checkAnswer, type RawAnswer } from './answer-rules.js';
import { COMMUNITY_TIER_IDS, communityDrawId, GLO_TIER_KEYS, parseThaiDate } from './wire.js';

/*
 * The adapters of the two result interfaces (../shared/domain/feeds.md). Each asks for one draw,
 * bounded by a timeout (a hung socket ends there too), reads the answer with a schema and the
 * answer rules, and says either what the source answered or, in plain words, why there is no answer.
 */

export type FetchOutcome = { ok: true; answer: FeedAnswer } | { ok: false; message: string };

export interface FeedAdapter {
  source: FeedSource;
  fetchDraw(date: string): Promise<FetchOutcome>;
}

export interface AdapterOptions {
  /** Base URL without a trailing path of the calls (`https://www.glo.or.th`). */
  baseUrl: string;
  timeoutMs: number;
  clock: () => Date;
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** Why a request failed, in plain words (timeout, refused connection, …). */
function requestFailure(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = err.cause?.code ?? err.cause?.message ?? (error as Error).message;
  return `cannot be reached (${cause})`;
}

type Http =
  { ok: true; status: number; body: unknown } | { ok: false; message: string; status?: number };

/** One request, its whole body read within the timeout, parsed as JSON. */
async function request(
  url: string,
  /** A JSON body to POST; a GET without one. */
  body: unknown,
  timeoutMs: number,
): Promise<Http> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      ...(body === undefined
        ? { method: 'GET', headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return { ok: false, message: requestFailure(error, timeoutMs) };
  }
  if (!response.ok && response.status !== 404)
    return { ok: false, status: response.status, message: `answered HTTP ${response.status}` };
  try {
    return { ok: true, status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'answered something that is not JSON' };
  }
}

/** The first schema problem of an answer, as `path: message`. */
function shapeProblem(issues: readonly v.BaseIssue<unknown>[], prefix = ''): string {
  const [issue] = issues;
  if (issue === undefined) return 'answered in an unexpected shape';
  const path = [prefix, v.getDotPath(issue) ?? ''].filter((part) => part !== '').join('.');
  return `answered in an unexpected shape (${path === '' ? '' : `${path}: `}${issue.message})`;
}

const text = v.string('a text was expected');
const GloTierSchema = v.object({
  price: v.optional(v.union([text, v.number()])),
  number: v.array(v.object({ value: text })),
});
const GloDataSchema = v.record(v.string(), v.unknown());
const GloResultSchema = v.object({
  status: v.literal(true, 'status is not true'),
  response: v.object({
    result: v.nullable(
      v.object({
        date: v.optional(v.nullable(text)),
        displayDate: v.optional(v.nullable(text)),
        data: v.optional(v.nullable(GloDataSchema)),
      }),
    ),
  }),
});

/** The ISO day an answer's date field names (`2025-06-16`, or a Thai date text). */
function dayOf(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value.trim());
  return iso?.[1] ?? parseThaiDate(value);
}

/** The date a GLO result names: its `date`, else its `displayDate`; two that differ name none. */
function gloDate(result: { date?: string | null; displayDate?: string | null }) {
  const dates = [dayOf(result.date), dayOf(result.displayDate)].filter(
    (d): d is string => d !== undefined,
  );
  return dates.every((d) => d === dates[0]) ? dates[0] : dates.join(' or ');
}

/** An answer that breaks the rules: "no answer", with the rule it breaks. */
function unusable(source: FeedSource, reason: string): FetchOutcome {
  return { ok: false, message: named(source, `gave an answer that cannot be used: ${reason}`) };
}

function named(source: FeedSource, message: string) {
  return `${VALUE_SOURCE_NAMES[`feed:${source}`]} ${message}`;
}

/** GLO's JSON API: `POST /api/checking/getLotteryResult` with `{ date, month, year }`. */
export function createGloAdapter(options: AdapterOptions): FeedAdapter {
  const source = 'glo';
  return {
    source,
    async fetchDraw(date) {
      const [year, month, day] = date.split('-') as [string, string, string];
      const http = await request(
        join(options.baseUrl, '/api/checking/getLotteryResult'),
        { date: day, month, year },
        options.timeoutMs,
      );
      if (!http.ok) return { ok: false, message: named(source, http.message) };
      if (http.status === 404) return { ok: false, message: named(source, 'answered HTTP 404') };
      const parsed = v.safeParse(GloResultSchema, http.body);
      if (!parsed.success)
        return { ok: false, message: named(source, shapeProblem(parsed.issues)) };
      const result = parsed.output.response.result;
      const raw: RawAnswer = {
        date: result === null ? undefined : gloDate(result),
        tiers: {},
        prices: {},
      };
      const data = result?.data ?? {};
      for (const tier of TIERS) {
        const key = GLO_TIER_KEYS[tier];
        if (data[key] === undefined) continue;
        const read = v.safeParse(GloTierSchema, data[key]);
        if (!read.success)
          return {
            ok: false,
            message: named(source, shapeProblem(read.issues, `response.result.data.${key}`)),
          };
        const entry = read.output;
        raw.tiers[tier] = entry.number.map((n) => n.value);
        if (entry.price !== undefined) raw.prices[tier] = String(entry.price);
      }
      const checked = checkAnswer(source, date, raw, options.clock().toISOString());
      return checked.ok ? checked : unusable(source, checked.reason);
    },
  };
}

const CommunityEntrySchema = v.object({
  id: text,
  reward: v.optional(v.union([text, v.number()])),
  number: v.array(text),
});
/** The community API's answer as this adapter reads it (our `/compat` endpoint is tested against it too). */
export const CommunitySchema = v.object({
  status: v.literal('success', 'status is not "success"'),
  response: v.object({
    date: text,
    prizes: v.array(CommunityEntrySchema),
    runningNumbers: v.array(CommunityEntrySchema),
  }),
});

/** The community API: `GET /lotto/{DDMMYYYY, Buddhist-era year}`; 404 while it has no such draw. */
export function createCommunityAdapter(options: AdapterOptions): FeedAdapter {
  const source = 'community';
  return {
    source,
    async fetchDraw(date) {
      const http = await request(
        join(options.baseUrl, `/lotto/${communityDrawId(date)}`),
        undefined,
        options.timeoutMs,
      );
      if (!http.ok) return { ok: false, message: named(source, http.message) };
      // No page for the draw yet: an answer with nothing in it.
      if (http.status === 404)
        return { ok: true, answer: { source, date, at: options.clock().toISOString() } };
      const parsed = v.safeParse(CommunitySchema, http.body);
      if (!parsed.success)
        return { ok: false, message: named(source, shapeProblem(parsed.issues)) };
      const { response } = parsed.output;
      const raw: RawAnswer = { date: dayOf(response.date), tiers: {}, prices: {} };
      if (raw.date === undefined)
        return {
          ok: false,
          message: named(source, `answered a date it does not name clearly ("${response.date}")`),
        };
      for (const tier of TIERS) {
        const { id, list } = COMMUNITY_TIER_IDS[tier];
        const entries = response[list].filter((entry) => entry.id === id);
        if (entries.length > 1)
          return { ok: false, message: named(source, `answered ${id} twice`) };
        const [entry] = entries;
        if (entry === undefined) continue;
        raw.tiers[tier] = entry.number;
        if (entry.reward !== undefined) raw.prices[tier] = String(entry.reward);
      }
      const checked = checkAnswer(source, date, raw, options.clock().toISOString());
      return checked.ok ? checked : unusable(source, checked.reason);
    },
  };
}
