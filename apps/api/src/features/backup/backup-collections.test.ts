import { describe, expect, it } from 'vitest';
import { createServices } from '../../app.js';
import { createMemorySessionStore } from '../../sessions/memory-session-store.js';
import type { DocumentStore } from '../../store/collection.js';
import { openEmbeddedStore } from '../../store/embedded-store.js';
import { tempDir } from '../../test-support/services.js';
import { quietLogger, TEST_SERVICES_CONFIG } from '../../test-support/test-api.js';
import { BACKED_UP_COLLECTIONS, NOT_BACKED_UP } from './backup-collections.js';

describe('the collections a backup holds', () => {
  it('when the API builds its services, then every collection they open is backed up or listed as left out with a reason', async () => {
    const dir = await tempDir('backup-collections');
    const store = openEmbeddedStore(dir.path, quietLogger());
    const opened = new Set<string>();
    const recording: DocumentStore = {
      ...store,
      kind: store.kind,
      dataDir: store.dataDir,
      collection(name, indexes) {
        opened.add(name);
        return store.collection(name, indexes);
      },
    };
    try {
      createServices({
        config: TEST_SERVICES_CONFIG,
        store: recording,
        sessions: createMemorySessionStore(),
      });
      const listed = new Set<string>([...BACKED_UP_COLLECTIONS, ...Object.keys(NOT_BACKED_UP)]);
      expect([...opened].filter((name) => !listed.has(name))).toEqual([]);
      // Every backed-up name is one the product really opens (no stale entry).
      expect(BACKED_UP_COLLECTIONS.filter((name) => !opened.has(name))).toEqual([]);
    } finally {
      await store.close();
      await dir.remove();
    }
  });
});
