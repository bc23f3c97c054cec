/**
 * Swallows a promise's rejection. Route loaders only start React Query fetches: pages show their
 * own loading texts (spec §2), offline the persisted data must render at once instead of waiting
 * for a request that cannot finish, and the query cache already logs failures.
 */
export function noop(): void {
  // intentionally empty
}
