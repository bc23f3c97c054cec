import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import type { Doc, StoreKind } from '../../store/collection.js';
import { BACKED_UP_COLLECTIONS, type BackedUpCollection } from './backup-collections.js';

/*
 * The backup file: gzip of NDJSON (one JSON value per line, each line ending in \n).
 *   line 1       the header: format, version, when, the app that wrote it, the documents per collection
 *   lines 2..n-1 one document each: {"c": collection, "d": document}
 *   line n       the trailer: the number of documents and the SHA-256 (hex) of every byte before it
 * A reader checks everything (gzip's CRC, the checksum, every line's shape, the counts) before it
 * hands out a single document, so a restore never writes from a damaged file.
 */

export const BACKUP_FORMAT = 'lotto-backup';
/** The version this code writes and the newest it reads. */
export const BACKUP_VERSION = 1;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const HeaderSchema = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  app: v.strictObject({ name: v.string(), version: v.string() }),
  /** The engine the documents were read from. */
  source: v.picklist(['embedded', 'mongodb']),
  collections: v.record(v.picklist(BACKED_UP_COLLECTIONS), count),
});
export type BackupHeader = v.InferOutput<typeof HeaderSchema>;

const DocumentLineSchema = v.strictObject({
  c: v.picklist(BACKED_UP_COLLECTIONS, 'names no collection this version keeps'),
  d: v.looseObject({ _id: v.pipe(v.string(), v.nonEmpty()) }),
});

const TrailerSchema = v.strictObject({
  end: v.literal(BACKUP_FORMAT),
  documents: count,
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

/** What the file holds, once every check passed. */
export interface Backup {
  header: BackupHeader;
  documents: ReadonlyMap<BackedUpCollection, readonly Doc[]>;
}

/** Why a file is refused: not ours, damaged, or written by a newer version. */
export type BackupRefusal = 'foreign' | 'damaged' | 'newer';

export class BackupFileError extends Error {
  constructor(
    readonly refusal: BackupRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** The API's name and version (apps/api/package.json), written into every header. */
export function appInfo(): { name: string; version: string } {
  // src/features/backup and dist/features/backup are both three folders below apps/api.
  const text = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
  const { name, version } = JSON.parse(text) as { name: string; version: string };
  return { name, version };
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** The gzip-compressed backup of `documents` (every collection of {@link BACKED_UP_COLLECTIONS}). */
export function encodeBackup(
  documents: ReadonlyMap<BackedUpCollection, readonly Doc[]>,
  meta: { createdAt: string; source: StoreKind },
): { bytes: Buffer; header: BackupHeader } {
  const collections = Object.fromEntries(
    BACKED_UP_COLLECTIONS.map((name) => [name, documents.get(name)?.length ?? 0]),
  ) as BackupHeader['collections'];
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: meta.createdAt,
    app: appInfo(),
    source: meta.source,
    collections,
  };
  const hash = createHash('sha256');
  const parts: string[] = [];
  const add = (text: string) => {
    hash.update(text);
    parts.push(text);
  };
  add(line(header));
  let total = 0;
  for (const name of BACKED_UP_COLLECTIONS) {
    for (const doc of documents.get(name) ?? []) {
      add(line({ c: name, d: doc }));
      total += 1;
    }
  }
  parts.push(line({ end: BACKUP_FORMAT, documents: total, sha256: hash.digest('hex') }));
  return { bytes: gzipSync(parts.join('')), header };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const damaged = (why: string) =>
  new BackupFileError('damaged', `The backup file is damaged: ${why}. Nothing was written.`);

/**
 * Reads and checks a whole backup file; throws {@link BackupFileError} when it is not a Lotto
 * backup, is damaged (gzip, checksum, shape or counts), or was written by a newer version.
 */
export function decodeBackup(bytes: Buffer): Backup {
  const foreign = new BackupFileError(
    'foreign',
    'This is not a Lotto backup file (it does not start with a lotto-backup header). Nothing was written.',
  );
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw foreign;
  let raw: Buffer;
  try {
    raw = gunzipSync(bytes);
  } catch (error) {
    throw damaged(`it does not decompress (${(error as Error).message})`);
  }

  const firstEnd = raw.indexOf(0x0a);
  const first = parseJson(
    raw.subarray(0, firstEnd === -1 ? raw.length : firstEnd).toString('utf8'),
  );
  if (
    typeof first !== 'object' ||
    first === null ||
    (first as { format?: unknown }).format !== BACKUP_FORMAT
  )
    throw foreign;
  const version = (first as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION) {
    throw new BackupFileError(
      'newer',
      `The backup file has format version ${version}; this version of the API reads up to version ${BACKUP_VERSION}. ` +
        'Restore it with the newer version that wrote it. Nothing was written.',
    );
  }
  const header = v.safeParse(HeaderSchema, first);
  if (!header.success) throw damaged(`its header is not valid (${v.summarize(header.issues)})`);

  if (raw.length === 0 || raw[raw.length - 1] !== 0x0a) throw damaged('it is cut short');
  const trailerStart = raw.lastIndexOf(0x0a, raw.length - 2) + 1;
  if (trailerStart <= firstEnd) throw damaged('it has no trailer (cut short)');
  const trailer = v.safeParse(
    TrailerSchema,
    parseJson(raw.subarray(trailerStart, raw.length - 1).toString('utf8')),
  );
  if (!trailer.success) throw damaged('its last line is not the trailer (cut short?)');
  const sha256 = createHash('sha256').update(raw.subarray(0, trailerStart)).digest('hex');
  if (sha256 !== trailer.output.sha256) throw damaged('its checksum does not match its content');

  const documents = new Map<BackedUpCollection, Doc[]>(
    BACKED_UP_COLLECTIONS.map((name) => [name, []]),
  );
  const lines = raw.subarray(firstEnd + 1, trailerStart - 1).toString('utf8');
  let lineNumber = 1;
  for (const text of lines === '' ? [] : lines.split('\n')) {
    lineNumber += 1;
    const parsed = v.safeParse(DocumentLineSchema, parseJson(text));
    if (!parsed.success)
      throw damaged(`line ${lineNumber} is not a document (${v.summarize(parsed.issues)})`);
    documents.get(parsed.output.c)?.push(parsed.output.d);
  }
  let total = 0;
  for (const name of BACKED_UP_COLLECTIONS) {
    const docs = documents.get(name) ?? [];
    total += docs.length;
    const announced = header.output.collections[name] ?? 0;
    if (docs.length !== announced)
      throw damaged(`${name} holds ${docs.length} documents, its header says ${announced}`);
    if (new Set(docs.map((doc) => doc._id)).size !== docs.length)
      throw damaged(`${name} holds the same _id twice`);
  }
  if (total !== trailer.output.documents)
    throw damaged(`it holds ${total} documents, its trailer says ${trailer.output.documents}`);
  return { header: header.output, documents };
}
