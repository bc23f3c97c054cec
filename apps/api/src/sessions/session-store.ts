import { ServiceUnavailableError } from '../shared/errors.js';

/** What the server remembers about one admin session (one JWT `jti`). */
export interface AdminSession {
  jti: string;
  adminId: string;
  email: string;
  /** ISO time of login. */
  createdAt: string;
}

/** A fixed-window counter: how many hits so far and how long until it resets. */
export interface CounterState {
  count: number;
  resetInSeconds: number;
}

export type SessionStoreKind = 'memory' | 'redis';

/**
 * Where admin sessions and login-failure counters live. Adapters: in-process memory and Redis.
 * Every method throws {@link SessionStoreUnavailableError} when the backing service is down, so
 * admin calls fail closed.
 */
export interface SessionStore {
  readonly kind: SessionStoreKind;
  /** Records a session that lives `ttlSeconds`. */
  create(session: AdminSession, ttlSeconds: number): Promise<void>;
  /** The live session, or null when it never existed, expired or was revoked. */
  get(jti: string): Promise<AdminSession | null>;
  revoke(jti: string): Promise<void>;
  /** Revokes every session of `adminId` except `exceptJti`; returns how many were live. */
  revokeAllForAdmin(adminId: string, exceptJti?: string): Promise<number>;
  /** Adds one to `key`; the window starts with the first hit and lasts `windowSeconds`. */
  hit(key: string, windowSeconds: number): Promise<CounterState>;
  resetCounter(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class SessionStoreUnavailableError extends ServiceUnavailableError {
  constructor(kind: SessionStoreKind, reason: string, cause?: unknown) {
    super('sessions', `The session store (${kind}) is unavailable: ${reason}. Try again shortly.`, cause);
  }
}
