import { appendFile, open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietLogger } from '../../test-support/test-api.js';
import { tempDir } from '../../test-support/services.js';
import { type DocumentStore, newId, StoreUnavailableError } from '../collection.js';
import { DataDirLockedError } from '../data-dir-lock.js';
import { openEmbeddedStore } from '../embedded-store.js';
import { collectionContract } from './collection-contract.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshStore(): Promise<{ store: DocumentStore; dir: string }> {
  const dir = await tempDir('store');
  const store = openEmbeddedStore(dir.path, quietLogger());
  cleanups.push(async () => {
    await store.close();
    await dir.remove();
  });
  return { store, dir: dir.path };
}

collectionContract('embedded engine', async () => ({
  store: (await freshStore()).store,
  suffix: '',
}));

interface Item {
  _id: string;
  label: string;
}

describe('embedded store', () => {
  it('when the store is reopened, then every acknowledged write is read back from disk', async () => {
    const dir = await tempDir('reopen');
    cleanups.push(dir.remove);
    const first = openEmbeddedStore(dir.path, quietLogger());
    const items = first.collection<Item>('items');
    const kept = { _id: newId(), label: 'kept' };
    const gone = { _id: newId(), label: 'gone' };
    await items.insertOne(kept);
    await items.insertOne(gone);
    await items.updateOne({ _id: kept._id }, { $set: { label: 'kept and changed' } });
    await items.deleteOne({ _id: gone._id });
    await first.close();

    const second = openEmbeddedStore(dir.path, quietLogger());
    cleanups.push(() => second.close());
    expect(await second.collection<Item>('items').find({})).toEqual([
      { _id: kept._id, label: 'kept and changed' },
    ]);
  });

  it('when a crash left a half-written last line, then it is dropped and the rest loads', async () => {
    const dir = await tempDir('torn');
    cleanups.push(dir.remove);
    const first = openEmbeddedStore(dir.path, quietLogger());
    const doc = { _id: newId(), label: 'acknowledged' };
    await first.collection<Item>('items').insertOne(doc);
    await first.close();
    await appendFile(join(dir.path, 'items.db'), '{"_id":"6b0000000000000000000000","lab');

    const second = openEmbeddedStore(dir.path, quietLogger());
    cleanups.push(() => second.close());
    expect(await second.collection<Item>('items').find({})).toEqual([doc]);
    expect((await readFile(join(dir.path, 'items.db'), 'utf8')).endsWith('\n')).toBe(true);
  });

  it('when many writes run at once, then each is in the data file by the time it is acknowledged', async () => {
    const { store, dir } = await freshStore();
    const items = store.collection<Item>('items');
    const docs = Array.from({ length: 50 }, (_, i) => ({ _id: newId(), label: `item ${i}` }));
    await Promise.all(docs.map((doc) => items.insertOne(doc)));
    const lines = (await readFile(join(dir, 'items.db'), 'utf8')).trim().split('\n');
    const onDisk = new Set(lines.map((line) => (JSON.parse(line) as { _id?: string })._id));
    for (const doc of docs) expect(onDisk.has(doc._id)).toBe(true);
  });

  it('when writes are acknowledged, then their file was fsynced, concurrent writes sharing fsyncs', async () => {
    const { store, dir } = await freshStore();
    const items = store.collection<Item>('items');
    await items.find({});
    const probe = await open(join(dir, 'probe'), 'w');
    const fileHandle = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
    await probe.close();
    const datasync = vi.spyOn(fileHandle, 'datasync');
    try {
      await items.insertOne({ _id: newId(), label: 'one' });
      expect(datasync).toHaveBeenCalledTimes(1);
      await items.updateOne({ label: 'one' }, { $set: { label: 'two' } });
      await items.deleteOne({ label: 'two' });
      expect(datasync).toHaveBeenCalledTimes(3);
      datasync.mockClear();
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => items.insertOne({ _id: newId(), label: `${i}` })),
      );
      expect(datasync.mock.calls.length).toBeGreaterThan(0);
      expect(datasync.mock.calls.length).toBeLessThanOrEqual(20);
      datasync.mockClear();
      await items.find({});
      expect(datasync).not.toHaveBeenCalled();
    } finally {
      datasync.mockRestore();
    }
  });

  it('when a second store opens the same folder, then it is refused with a clear message', async () => {
    const { dir } = await freshStore();
    expect(() => openEmbeddedStore(dir, quietLogger())).toThrow(DataDirLockedError);
    expect(() => openEmbeddedStore(dir, quietLogger())).toThrow(
      /already in use.*one process only/s,
    );
  });

  it('when a data file is damaged beyond the corruption threshold, then reads fail with a 503 error naming the file', async () => {
    const dir = await tempDir('corrupt');
    cleanups.push(dir.remove);
    await writeFile(
      join(dir.path, 'items.db'),
      'not json\nnot json either\n{"_id":"a","label":"x"}\n',
    );
    const store = openEmbeddedStore(dir.path, quietLogger());
    cleanups.push(() => store.close());
    const error = await store
      .collection<Item>('items')
      .find({})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toContain('items.db');
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
