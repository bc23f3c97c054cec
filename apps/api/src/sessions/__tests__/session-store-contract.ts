import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession, LoginAttempt, SessionStore } from '../session-store.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function session(adminId: string): AdminSession {
  return {
    jti: randomUUID(),
    adminId,
    email: `${adminId}@example.com`,
    createdAt: new Date().toISOString(),
  };
}

/** One IP + e-mail of its own, so that runs never share a counter. */
function attempt(): LoginAttempt {
  return { ip: `10.0.0.${randomUUID()}`, email: 'admin@example.com' };
}

/** The behaviour both session stores (memory, Redis) must share. */
export function sessionStoreContract(label: string, open: () => Promise<SessionStore>) {
  describe(`SessionStore contract: ${label}`, () => {
    let store: SessionStore;
    beforeEach(async () => {
      store = await open();
    });

    it('when a session is created, then get returns it until it is revoked', async () => {
      const s = session('admin-a');
      await store.create(s, 60);
      expect(await store.get(s.jti)).toEqual(s);
      await store.revoke(s.jti);
      expect(await store.get(s.jti)).toBeNull();
      expect(await store.get(randomUUID())).toBeNull();
    });

    it('when its TTL passes, then a session is gone', async () => {
      const short = session('admin-a');
      const long = session('admin-a');
      await store.create(short, 1);
      await store.create(long, 60);
      await sleep(1200);
      expect(await store.get(short.jti)).toBeNull();
      expect(await store.get(long.jti)).toEqual(long);
    });

    it('when all sessions of an admin are revoked except one, then only that one and other admins survive', async () => {
      const [a1, a2, a3] = [session('admin-a'), session('admin-a'), session('admin-a')];
      const b1 = session('admin-b');
      for (const s of [a1, a2, a3, b1]) await store.create(s, 60);
      expect(await store.revokeAllForAdmin('admin-a', a2.jti)).toBe(2);
      expect(await store.get(a1.jti)).toBeNull();
      expect(await store.get(a3.jti)).toBeNull();
      expect(await store.get(a2.jti)).toEqual(a2);
      expect(await store.get(b1.jti)).toEqual(b1);
      expect(await store.revokeAllForAdmin('admin-a')).toBe(1);
      expect(await store.get(a2.jti)).toBeNull();
      expect(await store.revokeAllForAdmin('nobody')).toBe(0);
    });

    it('when login attempts are counted, then they count per IP + e-mail (any case) within the window and restart after it', async () => {
      const who = attempt();
      const first = await store.countLoginAttempt(who, 1);
      expect(first.count).toBe(1);
      expect(first.resetInSeconds).toBeGreaterThan(0);
      expect(first.resetInSeconds).toBeLessThanOrEqual(1);
      expect(
        (await store.countLoginAttempt({ ...who, email: who.email.toUpperCase() }, 1)).count,
      ).toBe(2);
      expect((await store.countLoginAttempt({ ...who, ip: `${who.ip}-other` }, 1)).count).toBe(1);
      expect(
        (await store.countLoginAttempt({ ...who, email: `other-${who.email}` }, 1)).count,
      ).toBe(1);
      await sleep(1100);
      expect((await store.countLoginAttempt(who, 1)).count).toBe(1);
    });

    it('when hits on a named counter are counted, then each counter counts apart within its window and restarts after it', async () => {
      const name = `bot:line:user:${attempt().email}`;
      expect((await store.countHit(name, 1)).count).toBe(1);
      const second = await store.countHit(name, 1);
      expect(second.count).toBe(2);
      expect(second.resetInSeconds).toBeLessThanOrEqual(1);
      expect((await store.countHit(`${name}-other`, 1)).count).toBe(1);
      // A login counter and a named counter never share a key.
      expect((await store.countLoginAttempt({ ip: 'bot', email: name }, 1)).count).toBe(1);
      await sleep(1100);
      expect((await store.countHit(name, 1)).count).toBe(1);
    });

    it('when login attempts are cleared, then the next one counts from one with a fresh window', async () => {
      const who = attempt();
      await store.countLoginAttempt(who, 900);
      await store.countLoginAttempt(who, 900);
      await store.clearLoginAttempts(who);
      const next = await store.countLoginAttempt(who, 900);
      expect(next.count).toBe(1);
      expect(next.resetInSeconds).toBeGreaterThan(899);
    });

    it('when the counter window is 15 minutes, then resetInSeconds says how long is left', async () => {
      const who = attempt();
      await store.countLoginAttempt(who, 900);
      const later = await store.countLoginAttempt(who, 900);
      expect(later.resetInSeconds).toBeGreaterThan(890);
      expect(later.resetInSeconds).toBeLessThanOrEqual(900);
    });

    it('when pinged while healthy, then it resolves', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
