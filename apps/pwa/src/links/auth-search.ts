import * as v from 'valibot';

/** `?redirect=` of /login and /register: the path to return to after signing in. */
export const AuthSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
});
