import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as v from 'valibot';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';

/** The admin a request was admitted for (from a verified token and its live session). */
export interface AdminPrincipal {
  id: string;
  email: string;
  jti: string;
}

const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  email: v.string(),
  role: v.string(),
  jti: v.pipe(v.string(), v.nonEmpty()),
  exp: v.number(),
  iat: v.number(),
});

/** Signs and verifies admin JWTs (HS256 only; claims sub, email, role, jti, iat, exp). */
export function createAdminTokens(secret: string, ttlSeconds: number) {
  return {
    ttlSeconds,

    sign(admin: { id: string; email: string }): { token: string; jti: string } {
      const jti = randomUUID();
      const token = jwt.sign({ email: admin.email, role: 'admin' }, secret, {
        algorithm: 'HS256',
        subject: admin.id,
        jwtid: jti,
        expiresIn: ttlSeconds,
      });
      return { token, jti };
    },

    /**
     * Checks signature (HS256 only, so `alg: none` and RS/ES tricks fail), expiry and claims.
     * Throws 401 for anything not signed by us or expired, 403 for a valid token without the admin role.
     */
    verify(token: string): AdminPrincipal {
      let payload: unknown;
      try {
        payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) {
          throw new UnauthenticatedError('Session expired, please log in again', 'session_expired');
        }
        throw new UnauthenticatedError('Invalid token');
      }
      const claims = v.safeParse(ClaimsSchema, payload);
      if (!claims.success) throw new UnauthenticatedError('Invalid token');
      if (claims.output.role !== 'admin') throw new ForbiddenError('Admin role required');
      return { id: claims.output.sub, email: claims.output.email, jti: claims.output.jti };
    },
  };
}

export type AdminTokens = ReturnType<typeof createAdminTokens>;

/** Whether `token` looks like one of our HS256 JWTs (as opposed to a Firebase ID token). */
export function isHs256Jwt(token: string): boolean {
  const decoded = jwt.decode(token, { complete: true });
  return decoded !== null && decoded.header.alg === 'HS256';
}
