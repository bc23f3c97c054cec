import * as v from 'valibot';

/** `GET /health`. */
export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  store: v.picklist(['embedded', 'mongodb']),
  sessions: v.picklist(['memory', 'redis']),
  failing: v.optional(v.array(v.string())),
});
export type Health = v.InferOutput<typeof HealthSchema>;
