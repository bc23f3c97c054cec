import {
  API_DIR,
  type FailedStart,
  spawnApi as spawnKitApi,
  spawnApiExpectingFailure as spawnKitApiExpectingFailure,
  type SpawnedApi,
} from '@lotto/test-kit';

export type { FailedStart, SpawnedApi };

/** The API package's folder (`apps/api`). */
export const API_ROOT = API_DIR;

/**
 * The API's own process tests run `src/main.ts` (through tsx: no build needed) with the test kit's
 * defaults and exactly the settings the test names.
 */
export function spawnApi(env: Record<string, string>, timeoutMs?: number): Promise<SpawnedApi> {
  return spawnKitApi({ from: 'source', env, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

/** Starts `src/main.ts` expecting it to refuse to start; resolves with its exit code and output. */
export function spawnApiExpectingFailure(
  env: Record<string, string>,
  timeoutMs?: number,
): Promise<FailedStart> {
  return spawnKitApiExpectingFailure({
    from: 'source',
    env,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}
