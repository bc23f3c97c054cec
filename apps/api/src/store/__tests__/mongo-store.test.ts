import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test-support/services.js';
import { quietLogger } from '../../test-support/test-api.js';
import { requireMongoUrl, uniqueDbName } from '../../test-support/test-store.js';
import { type DocumentStore, newId, StoreUnavailableError } from '../collection.js';
import { openMongoStore } from '../mongo-store.js';
import { collectionContract } from './collection-contract.js';

// This suite is the MongoDB run's (LOTTO_TEST_STORE=mongodb): FerretDB in `npm test`.
const uri = requireMongoUrl();
const opened: DocumentStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
});

const db = uniqueDbName('contract');
let counter = 0;
collectionContract('MongoDB', () => {
  const store = openMongoStore({ uri, db }, quietLogger());
  opened.push(store);
  counter += 1;
  return Promise.resolve({ store, suffix: `_${counter}` });
});

describe('MongoDB adapter against an unreachable server', () => {
  it('when no server answers, then every call fails with StoreUnavailableError (a 503), not a hang', async () => {
    const port = await freePort();
    const store = openMongoStore(
      { uri: `mongodb://127.0.0.1:${port}`, db: 'lotto', serverSelectionTimeoutMs: 300 },
      quietLogger(),
    );
    opened.push(store);
    const items = store.collection<{ _id: string }>('items', [{ field: 'x' }]);
    await expect(items.find({})).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(items.insertOne({ _id: newId() })).rejects.toThrow(
      /document store \(mongodb\) is unavailable/,
    );
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
