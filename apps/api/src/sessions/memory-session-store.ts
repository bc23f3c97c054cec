import { adminSessionsKey, hitsKey, loginFailuresKey, sessionKey } from './redis-keys.js';
import type { AdminSession, CounterState, SessionStore } from './session-store.js';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Sessions and counters in this process's memory, with the same TTL semantics as the Redis store.
 * Fine for one instance; everything is forgotten on restart (admins log in again).
 */
export function createMemorySessionStore(now: () => number = Date.now): SessionStore {
  const sessions = new Map<string, Entry<AdminSession>>();
  const byAdmin = new Map<string, Set<string>>();
  const counters = new Map<string, Entry<number>>();

  const live = <V>(map: Map<string, Entry<V>>, key: string): Entry<V> | undefined => {
    const entry = map.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = setInterval(() => {
    for (const map of [sessions, counters] as Map<string, Entry<unknown>>[]) {
      for (const key of map.keys()) live(map, key);
    }
    for (const [adminKey, jtis] of byAdmin) {
      for (const jti of jtis) if (!sessions.has(sessionKey('', jti))) jtis.delete(jti);
      if (jtis.size === 0) byAdmin.delete(adminKey);
    }
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  /** One hit on a fixed-window counter, as the Redis store counts it. */
  const count = (key: string, windowSeconds: number): Promise<CounterState> => {
    const entry = live(counters, key) ?? { value: 0, expiresAt: now() + windowSeconds * 1000 };
    entry.value += 1;
    counters.set(key, entry);
    return Promise.resolve({
      count: entry.value,
      resetInSeconds: (entry.expiresAt - now()) / 1000,
    });
  };

  return {
    kind: 'memory',
    create(session, ttlSeconds) {
      sessions.set(sessionKey('', session.jti), {
        value: { ...session },
        expiresAt: now() + ttlSeconds * 1000,
      });
      const adminKey = adminSessionsKey('', session.adminId);
      const set = byAdmin.get(adminKey) ?? new Set<string>();
      set.add(session.jti);
      byAdmin.set(adminKey, set);
      return Promise.resolve();
    },
    get(jti) {
      const entry = live(sessions, sessionKey('', jti));
      return Promise.resolve(entry === undefined ? null : { ...entry.value });
    },
    revoke(jti) {
      sessions.delete(sessionKey('', jti));
      return Promise.resolve();
    },
    revokeAllForAdmin(adminId, exceptJti) {
      const adminKey = adminSessionsKey('', adminId);
      const jtis = byAdmin.get(adminKey) ?? new Set<string>();
      let revoked = 0;
      for (const jti of [...jtis]) {
        if (jti === exceptJti) continue;
        if (live(sessions, sessionKey('', jti)) !== undefined) revoked += 1;
        sessions.delete(sessionKey('', jti));
        jtis.delete(jti);
      }
      if (jtis.size === 0) byAdmin.delete(adminKey);
      return Promise.resolve(revoked);
    },
    countLoginAttempt(who, windowSeconds): Promise<CounterState> {
      return count(loginFailuresKey('', who), windowSeconds);
    },
    countHit(counter, windowSeconds): Promise<CounterState> {
      return count(hitsKey('', counter), windowSeconds);
    },
    clearLoginAttempts(who) {
      counters.delete(loginFailuresKey('', who));
      return Promise.resolve();
    },
    ping() {
      return Promise.resolve();
    },
    close() {
      clearInterval(sweep);
      sessions.clear();
      byAdmin.clear();
      counters.clear();
      return Promise.resolve();
    },
  };
}
