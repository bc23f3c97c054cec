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

/** Where an admin login attempt came from: the client's IP and the e-mail it tried. */
export interface LoginAttempt {
  ip: string;
  email: string;
}

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
  /**
   * Counts one login attempt of this IP + e-mail (e-mail case ignored); the window starts with the
   * first attempt and lasts `windowSeconds`. The policy lives in `features/admin/login-rate-limit.ts`.
   */
  countLoginAttempt(who: LoginAttempt, windowSeconds: number): Promise<CounterState>;
  /**
   * Counts one hit on a named counter (a fixed window of `windowSeconds` from its first hit): the
   * chat bots' per-user and per-channel rate limits (`bot:line:user:<id>`). Shared by every
   * instance with Redis.
   */
  countHit(counter: string, windowSeconds: number): Promise<CounterState>;
  /** Forgets the attempts of this IP + e-mail (after a successful login). */
  clearLoginAttempts(who: LoginAttempt): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class SessionStoreUnavailableError extends ServiceUnavailableError {
  constructor(kind: SessionStoreKind, reason: string, cause?: unknown) {
    super(
      'sessions',
      `The session store (${kind}) is unavailable: ${reason}. Try again shortly.`,
      cause,
    );
  }
}
