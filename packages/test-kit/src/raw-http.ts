import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (not decoded). */
  body: Buffer;
}

/**
 * One request with exactly the given headers: no client adds an Accept-Encoding of its own or
 * decodes the answer (fetch and supertest do both), so tests see the bytes a server chose to send.
 */
export function ask(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body decoded by its Content-Encoding (br, gzip or none); any other coding is an error. */
export function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  if (coding !== undefined) throw new Error(`unexpected Content-Encoding: ${coding}`);
  return answer.body;
}
