import type { Result, ResultInput } from '@lotto/contracts';
import { DuplicateKeyError, newId } from '../../store/collection.js';
import { type Clock, bangkokDay } from '../../shared/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { ResultListQuery, ResultRepository } from './result-repository.js';

export type UpsertOutcome = 'added' | 'updated' | 'unchanged';

const MAIN_FIELDS = ['prize1', 'front3', 'last3', 'last2'] as const;
const COMPARED = [...MAIN_FIELDS, 'near1', 'prize2', 'prize3', 'prize4', 'prize5'] as const;

/** Lists of prize numbers are sets: sources differ in the order they print them. */
const canonical = (value: string | string[] | undefined) =>
  JSON.stringify(Array.isArray(value) ? [...value].sort() : value);

/** Whether storing `input` over `existing` would change anything (absent tiers are kept). */
function changes(existing: Result, input: ResultInput): boolean {
  return COMPARED.some((field) => input[field] !== undefined && canonical(input[field]) !== canonical(existing[field]));
}

/** Draw results: publishing, paging, the latest draw, and the idempotent import. */
export function createResultService(deps: {
  results: ResultRepository;
  clock: Clock;
  changed: (tag: 'results') => void;
}) {
  const { results, clock, changed } = deps;

  return {
    list(query: ResultListQuery): Promise<Result[]> {
      return results.list(query);
    },

    /** The newest draw whose date is not after today in Asia/Bangkok. */
    async latest(): Promise<Result> {
      const today = bangkokDay(clock());
      const result = await results.newestOnOrBefore(today);
      if (result === null) throw new NotFoundError(`No draw result on or before ${today}`);
      return result;
    },

    async add(input: ResultInput): Promise<Result> {
      try {
        const created = await results.insert({ _id: newId(), ...input });
        changed('results');
        return created;
      } catch (error) {
        if (error instanceof DuplicateKeyError) {
          throw new ConflictError(`A result for ${input.date} already exists`);
        }
        throw error;
      }
    },

    async remove(id: string): Promise<void> {
      if (!(await results.delete(id))) throw new NotFoundError('No result with this id');
      changed('results');
    },

    /** Dates of the stored draws with the same first prize and last-2 number as `input`. */
    async datesWithSameNumbers(input: ResultInput): Promise<string[]> {
      return (await results.findByNumbers(input.prize1, input.last2)).map((r) => r.date);
    },

    /**
     * Adds the draw, or merges it into the stored draw of the same date (for the import CLI).
     * `corrections` lists changed main numbers (`last2 55 → 54`); added tiers are not listed.
     */
    async upsertByDate(input: ResultInput): Promise<{ outcome: UpsertOutcome; corrections: string[] }> {
      const existing = await results.findByDate(input.date);
      if (existing === null) {
        await this.add(input);
        return { outcome: 'added', corrections: [] };
      }
      if (!changes(existing, input)) return { outcome: 'unchanged', corrections: [] };
      await results.update(existing._id, input);
      changed('results');
      const corrections = MAIN_FIELDS.filter((field) => canonical(input[field]) !== canonical(existing[field])).map(
        (field) => `${field} ${String(existing[field])} → ${String(input[field])}`,
      );
      return { outcome: 'updated', corrections };
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;
