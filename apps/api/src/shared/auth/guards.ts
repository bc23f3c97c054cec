import type { Context, Middleware } from 'koa';
import type { SessionStore } from '../../sessions/session-store.js';
import { UnauthenticatedError } from '../errors.js';
import { type AdminPrincipal, type AdminTokens, isHs256Jwt } from './admin-tokens.js';
import type { MemberIdentity, MemberTokenVerifier } from './member-tokens.js';

/** What the guards put on `ctx.state`. */
export interface AppState {
  admin?: AdminPrincipal;
  member?: MemberIdentity;
}

export function bearerToken(ctx: Context): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  if (match?.[1] === undefined) throw new UnauthenticatedError('Missing bearer token');
  return match[1];
}

/**
 * Admits an admin only when signature, expiry, role **and** the live session record all hold.
 * The admin document is not read, so any instance sharing the session store can check a token.
 */
export async function authenticateAdmin(
  token: string,
  tokens: AdminTokens,
  sessions: SessionStore,
): Promise<AdminPrincipal> {
  const principal = tokens.verify(token);
  const session = await sessions.get(principal.jti);
  if (session?.adminId !== principal.id) {
    throw new UnauthenticatedError('Session has ended, please log in again', 'session_expired');
  }
  return principal;
}

export function requireAdmin(tokens: AdminTokens, sessions: SessionStore): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.admin = await authenticateAdmin(bearerToken(ctx), tokens, sessions);
    await next();
  };
}

/** Who made an admin change: the e-mail of the admin's token (set by `requireAdmin`). */
export function adminEmailOf(state: AppState): string {
  if (state.admin === undefined) throw new Error('requireAdmin did not run');
  return state.admin.email;
}

export function requireMember(verifier: MemberTokenVerifier): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.member = await verifier.verify(bearerToken(ctx));
    await next();
  };
}

/** Members read VIP tips; admins must see them too, to take one back. */
export function requireMemberOrAdmin(
  verifier: MemberTokenVerifier,
  tokens: AdminTokens,
  sessions: SessionStore,
): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (isHs256Jwt(token)) ctx.state.admin = await authenticateAdmin(token, tokens, sessions);
    else ctx.state.member = await verifier.verify(token);
    await next();
  };
}
