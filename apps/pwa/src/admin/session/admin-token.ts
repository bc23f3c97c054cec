/** What the panel reads from an admin JWT's payload. */
export interface AdminTokenPayload {
  sub: string;
  email: string;
  role: 'admin';
  /** Seconds since the epoch. */
  exp: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Decodes an admin token's payload without checking its signature (spec §4: the client cannot, the
 * API does on every call). Returns null unless it is a three-part JWT whose payload says
 * `role: 'admin'`, carries an e-mail and has not expired at `now`.
 */
export function decodeAdminToken(
  token: string | null | undefined,
  now: number = Date.now(),
): AdminTokenPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, email, role, exp } = payload as Record<string, unknown>;
  if (role !== 'admin' || typeof email !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 <= now) return null;
  return { sub: typeof sub === 'string' ? sub : '', email, role, exp };
}
