import { createECDH } from 'node:crypto';
import webPush from 'web-push';

/** The server's VAPID identity (RFC 8292): the P-256 key pair (base64url) and who to contact. */
export interface VapidKeys {
  /** Uncompressed public key, 65 bytes, base64url: what `GET /push/key` answers and browsers subscribe with. */
  publicKey: string;
  /** The private scalar, 32 bytes, base64url. */
  privateKey: string;
  /** `mailto:` or `https:` URL: where a push service can reach the sender. */
  subject: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * What is wrong with a VAPID key pair, as `web-push generate-vapid-keys` writes them (empty: fine):
 * the encodings, the lengths, and whether the private key is the public key's.
 */
export function vapidKeyProblems(publicKey: string, privateKey: string): string[] {
  const problems: string[] = [];
  const pub = BASE64URL.test(publicKey) ? Buffer.from(publicKey, 'base64url') : undefined;
  const priv = BASE64URL.test(privateKey) ? Buffer.from(privateKey, 'base64url') : undefined;
  if (pub === undefined)
    problems.push('VAPID_PUBLIC_KEY: must be base64url (A–Z a–z 0–9 - _, no padding)');
  else if (pub.length !== 65 || pub[0] !== 0x04)
    problems.push(
      'VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key (65 bytes, starting 0x04)',
    );
  if (priv === undefined)
    problems.push('VAPID_PRIVATE_KEY: must be base64url (A–Z a–z 0–9 - _, no padding)');
  else if (priv.length !== 32)
    problems.push('VAPID_PRIVATE_KEY: must be a P-256 private key (32 bytes)');
  if (problems.length > 0 || pub === undefined || priv === undefined) return problems;
  let derived: Buffer;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    derived = ecdh.getPublicKey();
  } catch {
    return ['VAPID_PRIVATE_KEY: is not a valid P-256 private key'];
  }
  if (!derived.equals(pub))
    problems.push(
      'VAPID_PRIVATE_KEY: does not belong to VAPID_PUBLIC_KEY (make a pair with `npx web-push generate-vapid-keys`)',
    );
  return problems;
}

/** What is wrong with a VAPID subject (undefined: fine). */
export function vapidSubjectProblem(subject: string): string | undefined {
  try {
    const url = new URL(subject);
    if (url.protocol === 'mailto:' && url.pathname.includes('@')) return undefined;
    if (url.protocol === 'https:') return undefined;
  } catch {
    // Reported below.
  }
  return 'VAPID_SUBJECT: must be a mailto: address (mailto:admin@lotto.example) or an https: URL';
}

/** A new key pair (the start script keeps one in its data folder). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webPush.generateVAPIDKeys();
}

/** How long a VAPID token is signed for (RFC 8292 allows up to 24 h; 12 h as web-push does). */
export const VAPID_TOKEN_SECONDS = 12 * 3600;
/** A token is replaced this long before its `exp`, so none reaches a push service about to expire. */
const RENEW_BEFORE_SECONDS = 10 * 60;

/**
 * The `Authorization` header of each push service, signed once per origin and reused until shortly
 * before its expiry: a fan-out to a million devices signs a handful of JWTs, not a million.
 */
export class VapidHeaders {
  private readonly byAudience = new Map<string, { header: string; exp: number }>();

  constructor(
    private readonly keys: VapidKeys,
    private readonly now: () => number = Date.now,
  ) {}

  /** `vapid t=<JWT>, k=<public key>` for the push service of `endpoint`. */
  for(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const seconds = Math.floor(this.now() / 1000);
    const cached = this.byAudience.get(audience);
    if (cached !== undefined && cached.exp - RENEW_BEFORE_SECONDS > seconds) return cached.header;
    const exp = seconds + VAPID_TOKEN_SECONDS;
    const { Authorization } = webPush.getVapidHeaders(
      audience,
      this.keys.subject,
      this.keys.publicKey,
      this.keys.privateKey,
      'aes128gcm',
      exp,
    );
    this.byAudience.set(audience, { header: Authorization, exp });
    return Authorization;
  }
}
