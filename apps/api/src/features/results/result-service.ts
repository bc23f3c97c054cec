import type { Result, ResultInput } from '@lotto/contracts';
import { DuplicateKeyError, newId } from '../../store/collection.js';
import { type Clock, bangkokDay } from '../../shared/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { ResultListQuery, ResultRepository } from './result-repository.js';

export type UpsertOutcome = 'added' | 'updated' | 'unchanged';

const COMPARED = ['prize1', 'front3', 'last3', 'last2', 'near1', 'prize2', 'prize3', 'prize4', 'prize5'] as const;

/** Whether storing `input` over `existing` would change anything (absent tiers are kept). */
function changes(existing: Result, input: ResultInput): boolean {
  return COMPARED.some(
    (field) => input[field] !== undefined && JSON.stringify(input[field]) !== JSON.stringify(existing[field]),
  );
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

    /** Adds the draw, or merges it into the stored draw of the same date (for the import CLI). */
    async upsertByDate(input: ResultInput): Promise<UpsertOutcome> {
      const existing = await results.findByDate(input.date);
      if (existing === null) {
        await this.add(input);
        return 'added';
      }
      if (!changes(existing, input)) return 'unchanged';
      await results.update(existing._id, input);
      changed('results');
      return 'updated';
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;
