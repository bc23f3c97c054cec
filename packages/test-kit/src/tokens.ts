import { randomBytes } from 'node:crypto';

/**
 * A token that decodes like an admin's (HS256, role 'admin', not expired) but that no server
 * signed: what a guard must refuse although the browser would take it at face value.
 */
export function forgedAdminToken(email = 'intruder@lotto.test'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: randomBytes(12).toString('hex'),
    email,
    role: 'admin',
    jti: randomBytes(8).toString('hex'),
    iat: now,
    exp: now + 3600,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.${randomBytes(32).toString('base64url')}`;
}
