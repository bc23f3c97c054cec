/**
 * The push service as a process of its own (benchmarks, other processes' tests):
 * `node packages/test-kit/dist/push-service-cli.js [--port N] [--verify-every N] [--delay-ms N]` prints one JSON
 * line `{"url": "http://127.0.0.1:<port>"}` once it listens, then serves pushes and the control API
 * (push-service.ts) until SIGTERM or SIGINT.
 */
import { parseArgs } from 'node:util';
import { startPushService } from './push-service.js';

function whole(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) {
    process.stderr.write(`push-service: --${name} must be a whole number, not "${text}"\n`);
    process.exit(2);
  }
  return Number(text);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'verify-every': { type: 'string' },
    'delay-ms': { type: 'string' },
  },
  strict: true,
});
const service = await startPushService({
  port: whole('port', values.port),
  verifyEvery: whole('verify-every', values['verify-every']),
  delayMs: whole('delay-ms', values['delay-ms']),
});
process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
const stop = () => void service.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
