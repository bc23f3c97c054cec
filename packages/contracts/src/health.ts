import * as v from 'valibot';

/** `GET /health`. */
export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  store: v.picklist(['embedded', 'mongodb']),
  sessions: v.picklist(['memory', 'redis']),
  failing: v.optional(v.array(v.string())),
  /** The results feed: `off` when no source is configured; `degraded` when a source's last attempt failed (the API still answers: 200). */
  feed: v.optional(v.picklist(['ok', 'degraded', 'off'])),
  /**
   * The public answers' cache since this process started: requests answered fresh, answered from a
   * stale copy while one load replaced it, that waited for the database, the reads it made, and
   * the answers it took finished from another instance's write (Redis) instead of reading.
   */
  cache: v.optional(
    v.object({
      fresh: v.number(),
      stale: v.number(),
      waited: v.number(),
      loads: v.number(),
      shared: v.number(),
    }),
  ),
});
export type Health = v.InferOutput<typeof HealthSchema>;
