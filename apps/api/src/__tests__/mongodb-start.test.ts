import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/services.js';
import { spawnApi, spawnApiExpectingFailure, type SpawnedApi } from '../test-support/spawn-api.js';
import { testEngine, testStorePlace } from '../test-support/test-store.js';

const running: SpawnedApi[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const api of running.splice(0)) await api.kill();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The lines a refused start printed: exactly one says why, and none is a stack frame. */
function expectOneClearLine(output: string, pattern: RegExp): void {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  expect(lines.filter((line) => line.startsWith('The API could not start:'))).toHaveLength(1);
  expect(lines.find((line) => line.startsWith('The API could not start:'))).toMatch(pattern);
  expect(output).not.toMatch(/^\s+at /mu);
}

describe('starting the API on MongoDB (MONGODB_URI)', () => {
  it('when no server answers at the URI, then it waits MONGODB_START_TIMEOUT_MS, prints one line and exits 1', async () => {
    const port = await freePort();
    const refused = await spawnApiExpectingFailure({
      MONGODB_URI: `mongodb://127.0.0.1:${port}/`,
      MONGODB_START_TIMEOUT_MS: '1000',
    });
    expect(refused.code).toBe(1);
    expectOneClearLine(
      refused.output,
      new RegExp(
        // The wait's own timer ended it (the driver alone would wait 5 s for a server).
        `^The API could not start: MongoDB at mongodb://127\\.0\\.0\\.1:${port}/ \\(database lotto\\) did not answer within 1 s: no answer within 1000 ms\\. Check MONGODB_URI`,
        'u',
      ),
    );
  });

  it('when MONGODB_URI is one the driver refuses, then it prints one line naming it (password hidden) and exits 1', async () => {
    const refused = await spawnApiExpectingFailure({
      MONGODB_URI: 'mongodb+srv://lotto:secret-password@127.0.0.1:27017/',
    });
    expect(refused.code).toBe(1);
    expectOneClearLine(
      refused.output,
      /^The API could not start: MONGODB_URI \(mongodb\+srv:\/\/lotto:\*\*\*@127\.0\.0\.1:27017\/\) is not a connection string MongoDB's driver accepts: .*port/u,
    );
    expect(refused.output).not.toContain('secret-password');
  });

  it.runIf(testEngine() === 'mongodb')(
    'when the server answers (the MongoDB run only: it needs one), then the API starts on it, reports it and has created the indexes',
    async () => {
      const place = await testStorePlace('start');
      cleanups.push(place.remove);
      const api = await spawnApi(place.env);
      running.push(api);
      const health = (await (await fetch(`${api.url}/health`)).json()) as { store: string };
      expect(health.store).toBe('mongodb');

      const env = place.env as { MONGODB_URI: string; MONGODB_DB: string };
      const client = new MongoClient(env.MONGODB_URI);
      cleanups.push(() => client.close());
      const indexes = await client.db(env.MONGODB_DB).collection('results').indexes();
      expect(indexes).toContainEqual(expect.objectContaining({ key: { date: 1 }, unique: true }));
      const admins = await client.db(env.MONGODB_DB).collection('admins').indexes();
      expect(admins).toContainEqual(expect.objectContaining({ key: { email: 1 }, unique: true }));
    },
  );
});
