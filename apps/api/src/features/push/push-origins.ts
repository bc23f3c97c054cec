/*
 * Which push services a subscription may name (PUSH_SERVICE_ORIGINS). A browser's subscription
 * endpoint is a URL of its vendor's push service; the API only ever POSTs to those it trusts, so a
 * visitor cannot make the server send requests to any address they like.
 */

/** The push services of the browsers people use: Chrome/Edge/Android (FCM), Firefox, Safari, Windows. */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

/**
 * One accepted origin: `https://host[:port]`, or `https://*.domain` for any subdomain of `domain`
 * (one label or more; not `domain` itself). Plain `http:` only on a loopback host (tests, a local
 * stand-in of a push service).
 */
export interface PushOriginPattern {
  protocol: 'https:' | 'http:';
  /** The host, or the domain after `*.`. */
  host: string;
  wildcard: boolean;
  /** The port as URL writes it ('' for the protocol's default). */
  port: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Parses one PUSH_SERVICE_ORIGINS entry; a string is the reason it is refused. */
export function parsePushOrigin(text: string): PushOriginPattern | string {
  const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(text);
  let url: URL;
  try {
    url = new URL(wildcard === null ? text : `${wildcard[1]}//${wildcard[2]}`);
  } catch {
    return 'must be an origin such as https://fcm.googleapis.com or https://*.notify.windows.com';
  }
  const written = wildcard === null ? text : `${wildcard[1]}//${wildcard[2]}`;
  if (url.origin !== written)
    return 'must be an origin (no path, no trailing slash) such as https://fcm.googleapis.com';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https: origin';
  if (url.protocol === 'http:' && (wildcard !== null || !LOOPBACK.has(url.hostname)))
    return 'may use plain http: only on a loopback host (127.0.0.1, localhost, [::1])';
  return {
    protocol: url.protocol,
    host: url.hostname,
    wildcard: wildcard !== null,
    port: url.port,
  };
}

/** Whether `endpoint` (a URL) is on one of the accepted push services. */
export function acceptsEndpoint(patterns: readonly PushOriginPattern[], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return patterns.some(
    (p) =>
      p.protocol === url.protocol &&
      p.port === url.port &&
      (p.wildcard ? url.hostname.endsWith(`.${p.host}`) : url.hostname === p.host),
  );
}
