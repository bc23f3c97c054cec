import { createStore, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  keepPush,
  mirrorLang,
  mirrorTickets,
  noteShown,
  readDevice,
  SHOWN_KEPT,
  shownNotices,
} from '../push-device';

/*
 * The device's state the push worker reads (IndexedDB, here fake-indexeddb: the same API): what
 * the app mirrors, read back as the worker reads it.
 */

/** The store the module opens, to write what an older or broken app might have left. */
const raw = createStore('lotto-push', 'device');

beforeEach(async () => {
  await Promise.all(['tickets', 'lang', 'push', 'shown'].map((key) => set(key, undefined, raw)));
});

describe('the push device store', () => {
  it('when nothing was mirrored, then the worker reads no tickets, no language, no push', async () => {
    expect(await readDevice()).toEqual({ tickets: [], lang: null, push: null });
    expect(await shownNotices()).toEqual([]);
  });

  it('when the saved tickets change, then the worker reads the newest list, number and period only', async () => {
    await mirrorTickets([{ number: '111134', period: '2026-12-16' }]);
    const saved = [
      { number: '111134', period: '2026-12-16', set: '09', savedAt: '2026-12-01T00:00:00Z' },
      { number: '864213', period: null },
    ];
    await mirrorTickets(saved);
    expect((await readDevice()).tickets).toEqual([
      { number: '111134', period: '2026-12-16' },
      { number: '864213', period: null },
    ]);
  });

  it('when the language and the push choices are kept, then the worker reads them; turned off, none', async () => {
    await mirrorLang('th');
    const push = {
      choices: ['tiers' as const],
      endpoint: 'https://push.example/1',
      applicationServerKey: 'key',
    };
    await keepPush(push);
    expect(await readDevice()).toMatchObject({ lang: 'th', push });
    await keepPush(null);
    expect((await readDevice()).push).toBeNull();
  });

  it('when what is stored does not read, then it counts as not kept', async () => {
    await set('tickets', [{ number: '12' }, { number: '111134', period: 'soon' }, 'x'], raw);
    await set('lang', 'xx', raw);
    await set('push', { choices: ['everything'], endpoint: 'e', applicationServerKey: 'k' }, raw);
    expect(await readDevice()).toEqual({ tickets: [], lang: null, push: null });
  });

  it('when notices are shown, then each is remembered once, the newest kept', async () => {
    await noteShown('2026-12-16:tier:1');
    await noteShown('2026-12-16:tier:2');
    await noteShown('2026-12-16:tier:1');
    expect(await shownNotices()).toEqual(['2026-12-16:tier:2', '2026-12-16:tier:1']);
    for (let i = 0; i < SHOWN_KEPT + 5; i++) await noteShown(`n${i}`);
    const kept = await shownNotices();
    expect(kept).toHaveLength(SHOWN_KEPT);
    expect(kept.at(-1)).toBe(`n${SHOWN_KEPT + 4}`);
    expect(kept).not.toContain('2026-12-16:tier:2');
  });

  it('when two notices are recorded at once, then both are kept (one transaction each)', async () => {
    await Promise.all([noteShown('a'), noteShown('b')]);
    expect((await shownNotices()).sort()).toEqual(['a', 'b']);
  });
});
