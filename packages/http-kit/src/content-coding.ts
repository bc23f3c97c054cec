/*
 * Content codings by the rules HTTP gives them, for every server of the project that compresses:
 * the API's cached answers and the static server of the built PWA. One representation per coding,
 * each with its own strong ETag (`"<tag>"`, `"<tag>-gzip"`, `"<tag>-br"`): byte-different
 * representations must never share a strong tag, and any of them names the same content.
 */

/** A content coding we send (`identity` = the bytes as they are). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];
const ACCEPTED = new Map<string, readonly ContentCoding[]>();
const IDENTITY_ONLY: readonly ContentCoding[] = ['identity'];

/**
 * The codings an `Accept-Encoding` header accepts, best first: by q-value, ties going to br, then
 * gzip, then identity (smaller first). `*` stands for codings not named; q=0 refuses a coding;
 * identity stays the last resort even when refused (an answer beats a 406). No header means
 * identity only. Memoized per header value (browsers send a handful).
 */
export function acceptedCodings(header: string | string[] | undefined): readonly ContentCoding[] {
  if (header === undefined) return IDENTITY_ONLY;
  const value = Array.isArray(header) ? header.join(',') : header;
  const known = ACCEPTED.get(value);
  if (known !== undefined) return known;
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key = '', raw = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(raw.trim());
      weight = raw.trim() !== '' && Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    q.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  const star = q.get('*');
  // Identity, when not named, weighs what `*` does, else the least of the named codings (as the
  // `negotiator` package does): `br;q=0.5` still prefers brotli to the bytes as they are.
  const unnamedIdentity = star ?? (q.size === 0 ? 1 : Math.min(...q.values()));
  const weight = (coding: ContentCoding) =>
    q.get(coding) ?? (coding === 'identity' ? unnamedIdentity : (star ?? 0));
  const accepted = PREFERENCE.filter((coding) => weight(coding) > 0).sort(
    (a, b) => weight(b) - weight(a), // stable: equal weights keep br, gzip, identity
  );
  const result = accepted.includes('identity') ? accepted : [...accepted, 'identity' as const];
  if (ACCEPTED.size < 256) ACCEPTED.set(value, result);
  return result;
}

/** The strong ETag of a coded representation: `"<tag>"` → `"<tag>-<coding>"`. */
export function codingTag(etag: string, coding: 'br' | 'gzip'): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

/**
 * Whether an `If-None-Match` header names `etag` or the tag of one of its coded representations
 * (`"<tag>-gzip"`, `"<tag>-br"`: the same content), with weak comparison, `*` and lists allowed.
 * Unlike `fresh()`, a request's `Cache-Control: no-cache` does not force a full answer: browsers'
 * fetch() adds it to every request that carries If-None-Match, and as the origin we are exactly the
 * revalidation that header asks for, so a matching validator is answered 304.
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  const gzipTag = codingTag(wanted, 'gzip');
  const brTag = codingTag(wanted, 'br');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    if (trimmed === '*') return true;
    const candidate = opaque(trimmed);
    return candidate === wanted || candidate === brTag || candidate === gzipTag;
  });
}
