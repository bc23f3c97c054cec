import { createHash } from 'node:crypto';
import {
  bangkokDay,
  claimDeadline,
  type Draw,
  type DrawChange,
  type DrawDetail,
  type DrawInput,
  drawIssues,
  type DrawPatch,
  type DrawStatus,
  type FieldIssue,
  type Result,
  type ResultTiers,
  type ResultYear,
  type ResultYears,
  type SourceCorrection,
  type TiersQuery,
  YEAR_VERSION_LENGTH,
} from '@lotto/contracts';
import { DuplicateKeyError, newId } from '../../store/collection.js';
import type { Clock } from '../../shared/clock.js';
import type { DrawPublished } from '../../shared/draw-published.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import {
  applyEdit,
  createDraw,
  type DrawEdit,
  type DrawState,
  type NewDraw,
  numbersOf,
} from './draw-edit.js';
import { toDetail, toDraw, toResult, toTiers } from './draw-views.js';
import type { ResultListQuery, ResultRepository, StoredDraw } from './result-repository.js';

/**
 * The version of a year's light list: the start of the SHA-1 of its JSON, the bytes the answer
 * carries (the views build every item in one field order, so both engines hash the same bytes).
 * Content-addressed: any change of the year's draws changes it, and instances agree on it.
 */
function yearVersion(draws: readonly Result[]): string {
  return createHash('sha1')
    .update(JSON.stringify(draws))
    .digest('base64url')
    .slice(0, YEAR_VERSION_LENGTH);
}

/** How often a PATCH is redone when another write to the same draw came in between. */
const EDIT_ATTEMPTS = 3;

/** Draws: publishing and editing with a history, the light list, the claimable draws, the draw page. */
export function createResultService(deps: {
  results: ResultRepository;
  clock: Clock;
  changed: (tag: 'results') => Promise<void>;
  /**
   * Told of every publication that changed a draw — the admin's add and edit, the feed's writes —
   * after its caches were cleared (Web Push's notices). The history import is not a publication.
   */
  published?: (event: DrawPublished) => Promise<void>;
}) {
  const { results, clock, changed } = deps;
  const published = (before: StoredDraw | null, after: StoredDraw) =>
    deps.published?.({
      before: before === null ? null : toDraw(before),
      after: toDraw(after),
      revision: after.rev ?? 1,
    }) ?? Promise.resolve();
  const today = () => bangkokDay(clock());

  const find = async (date: string): Promise<StoredDraw> => {
    const draw = await results.findByDate(date);
    if (draw === null) throw new NotFoundError(`No draw for ${date}`);
    return draw;
  };

  return {
    /** The light list, newest first. */
    async list(query: ResultListQuery): Promise<Result[]> {
      return (await results.list(query)).map(toResult);
    },

    /** Every year that has a draw (of its period date), newest first, with its count and version. */
    async years(): Promise<ResultYears> {
      const byYear = new Map<number, Result[]>();
      for (const stored of await results.list({})) {
        const year = Number(stored.date.slice(0, 4));
        let draws = byYear.get(year);
        if (draws === undefined) byYear.set(year, (draws = []));
        draws.push(toResult(stored));
      }
      return {
        years: [...byYear].map(([year, draws]) => ({
          year,
          count: draws.length,
          version: yearVersion(draws),
        })),
      };
    },

    /** One year's light list, newest first, with its version (404 when the year has no draw). */
    async year(year: number): Promise<ResultYear> {
      const padded = String(year).padStart(4, '0');
      const draws = (await results.between(`${padded}-01-01`, `${padded}-12-31`)).map(toResult);
      if (draws.length === 0) throw new NotFoundError(`No draws in ${padded}`);
      return { year, version: yearVersion(draws), draws };
    },

    /** The newest draw whose period date is not after today in Asia/Bangkok (light item). */
    async latest(): Promise<Result> {
      const day = today();
      const draw = await results.newestOnOrBefore(day);
      if (draw === null) throw new NotFoundError(`No draw result on or before ${day}`);
      return toResult(draw);
    },

    /** Every draw whose prizes can still be claimed today (Bangkok day), in full, newest first. */
    async claimable(): Promise<Draw[]> {
      const day = today();
      // Deadlines are two years after the draw date: nothing drawn before 1 January two years ago qualifies.
      const since = `${String(Number(day.slice(0, 4)) - 2).padStart(4, '0')}-01-01`;
      const draws = await results.drawnSince(since);
      return draws.filter((draw) => claimDeadline(draw.drawDate) >= day).map(toDraw);
    },

    /** The near-first and 2nd–5th prizes of the range's draws that have any, newest first. */
    async tiers(query: TiersQuery): Promise<ResultTiers> {
      const draws: ResultTiers['draws'] = [];
      for (const stored of await results.between(query.from, query.to)) {
        const tiers = toTiers(stored);
        if (tiers !== null) draws.push(tiers);
      }
      return { draws };
    },

    /** The draw page: every tier, era, schedule and the history without who made each change. */
    async detail(date: string): Promise<DrawDetail> {
      return toDetail(await find(date), false);
    },

    /** The history with who made each change (admins only), oldest first. */
    async history(date: string): Promise<DrawChange[]> {
      return (await find(date)).changes;
    },

    /** A new draw (any subset of its era's tiers; the input is already validated), recorded as created by `by`. */
    async add(input: DrawInput, by: string): Promise<DrawDetail> {
      const at = clock().toISOString();
      const draw = createDraw(input, { by, at, recordCreated: true, source: 'admin' });
      try {
        const stored = await results.insert(newId(clock().getTime()), draw);
        await changed('results');
        await published(null, stored);
        return toDetail(stored, true);
      } catch (error) {
        if (error instanceof DuplicateKeyError)
          throw new ConflictError(`A result for ${input.date} already exists`);
        throw error;
      }
    },

    /**
     * Adds, corrects or removes tiers, sets the draw date or the status, recording every change
     * with `by` (source `admin`). A disputed tier given a number is settled: its disagreement is
     * dropped and the settlement recorded; removing a disputed tier drops its disagreement. The
     * merged draw must pass every era rule (400 listing them otherwise).
     */
    async update(date: string, patch: DrawPatch, by: string): Promise<DrawDetail> {
      const { remove = [], drawDate, status, note, ...numbers } = patch;
      const both = remove.filter((tier) => numbersOf(numbers)[tier] !== undefined);
      if (both.length > 0) {
        throw new ValidationError('Invalid request body', [
          {
            path: 'remove',
            message: `A tier cannot be both given and removed: ${both.join(', ')}`,
          },
        ]);
      }
      const edit: DrawEdit = {
        numbers,
        remove,
        drawDate,
        status,
        note,
        source: 'admin',
        finalValues: 'apply',
      };
      for (let attempt = 1; ; attempt += 1) {
        const stored = await find(date);
        const { next, changes } = applyEdit(stored, edit, by, clock().toISOString());
        const issues = drawIssues(next);
        if (issues.length > 0)
          throw new ValidationError('The changed draw breaks the rules of its era', issues);
        if (changes.length === 0) return toDetail(stored, true);
        const saved = await results.replace(stored, next);
        if (saved !== null) {
          await changed('results');
          await published(stored, saved);
          return toDetail(saved, true);
        }
        if (attempt === EDIT_ATTEMPTS)
          throw new ConflictError(
            `The draw of ${date} keeps changing; try again`,
            'changed_meanwhile',
          );
      }
    },

    /**
     * Applies edits (each with its own source) to the draw of `date` in one write, creating the
     * draw when it is not on file ('created', then each tier 'added'). The results feed publishes
     * through this. Answers the changes made and the draw's status (null: still not on file).
     * The result must pass every era rule (400 listing them otherwise).
     */
    async write(
      date: string,
      edits: readonly DrawEdit[],
      by: string,
    ): Promise<{ changes: DrawChange[]; status: DrawStatus | null }> {
      for (let attempt = 1; ; attempt += 1) {
        const stored = await results.findByDate(date);
        const at = clock().toISOString();
        let state: DrawState = stored ?? {
          date,
          drawDate: date,
          status: 'provisional',
          changes: [],
        };
        const changes: DrawChange[] = [];
        if (stored === null) {
          const created: DrawChange = { at, by, kind: 'created' };
          const source = edits[0]?.source;
          if (source !== undefined) created.source = source;
          changes.push(created);
          state = { ...state, changes: [created] };
        }
        for (const edit of edits) {
          const applied = applyEdit(state, edit, by, at);
          state = applied.next;
          changes.push(...applied.changes);
        }
        if (changes.length === 0 || (stored === null && changes.length === 1))
          return { changes: [], status: stored?.status ?? null };
        const issues = drawIssues(state);
        if (issues.length > 0)
          throw new ValidationError('The changed draw breaks the rules of its era', issues);
        let saved: StoredDraw | null;
        try {
          saved =
            stored === null
              ? await results.insert(newId(clock().getTime()), state)
              : await results.replace(stored, state);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          saved = null;
        }
        if (saved !== null) {
          await changed('results');
          await published(stored, saved);
          return { changes, status: saved.status };
        }
        if (attempt === EDIT_ATTEMPTS)
          throw new ConflictError(
            `The draw of ${date} keeps changing; try again`,
            'changed_meanwhile',
          );
      }
    },

    async remove(id: string): Promise<void> {
      if (!(await results.delete(id))) throw new NotFoundError('No result with this id');
      await changed('results');
    },

    /** Every stored draw with its history (the import compares a whole file against them). */
    all(): Promise<StoredDraw[]> {
      return results.all();
    },

    /**
     * Stores imported draws in one write: no 'created' change (their history before the import is
     * not ours), their source fixes as 'source' changes by `by`. Answers the stored states in order.
     */
    async createMany(
      draws: readonly { draw: NewDraw; sourceCorrections: readonly SourceCorrection[] }[],
      by: string,
    ): Promise<DrawState[]> {
      if (draws.length === 0) return [];
      const now = clock();
      const at = now.toISOString();
      const states = draws.map(({ draw, sourceCorrections }) =>
        createDraw(draw, { by, at, recordCreated: false, sourceCorrections }),
      );
      await results.insertMany(states.map((draw) => ({ id: newId(now.getTime()), draw })));
      await changed('results');
      return states;
    },

    /**
     * Applies an imported row to a stored draw. Returns the changes made (none: nothing written)
     * and the values held back from a final draw (`disputes`, see `DrawEdit.finalValues`; the
     * new ones are among the changes, recorded), or the rules the merged draw would break
     * (nothing written either).
     */
    async merge(
      stored: StoredDraw,
      edit: DrawEdit,
      by: string,
    ): Promise<{ changes: DrawChange[]; disputes: DrawChange[]; issues: FieldIssue[] }> {
      const { next, changes, disputes } = applyEdit(stored, edit, by, clock().toISOString());
      // Nothing to change is the common case of a re-import: no rules to check, nothing to write.
      if (changes.length === 0) return { changes: [], disputes, issues: [] };
      const issues = drawIssues(next);
      if (issues.length > 0) return { changes: [], disputes: [], issues };
      if ((await results.replace(stored, next)) === null) {
        throw new ConflictError(
          `The draw of ${stored.date} changed during the import; run it again`,
        );
      }
      await changed('results');
      return { changes, disputes, issues: [] };
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;
