/**
 * The push sending thread (started by push-send-thread.ts, never imported): the fan-out's
 * `PushSender` and its VAPID headers live here; each message from the API's thread is a batch,
 * answered with its outcomes.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { SendAnswer, SendRequest, SendThreadSettings } from './push-send-thread.js';
import { PushSender } from './push-sender.js';
import { VapidHeaders } from './vapid.js';

if (isMainThread || parentPort === null)
  throw new Error('push-send-worker runs as a worker thread (PushSendThread starts it)');
const port = parentPort;
const settings = workerData as SendThreadSettings;
const sender = new PushSender(
  new VapidHeaders(settings.vapid),
  settings.retry,
  settings.connections,
);

port.on('message', (request: SendRequest) => {
  sender.sendBatch(request.batch).then(
    (outcomes) => port.postMessage({ id: request.id, outcomes } satisfies SendAnswer),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies SendAnswer),
  );
});
