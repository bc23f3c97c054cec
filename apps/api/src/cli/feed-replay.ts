/**
 * Serves one draw of the shipped history through both results-feed interfaces, as on draw day:
 *   pnpm --filter @lotto/api feed:replay -- --date YYYY-MM-DD --port N
 *        [--as-date YYYY-MM-DD] [--step-seconds S] [--host H]
 * `--as-date` serves it under another period date (today's, to watch draw day now); each step of
 * `--step-seconds` (default 30) reveals one more tier, the community API one step behind GLO.
 * Point the API at it with GLO_API_URL=http://H:N/glo and COMMUNITY_API_URL=http://H:N/community.
 * Exit status: 0 when stopped (Ctrl-C), 1 on a usage error or a draw not in the history.
 */
import { parseArgs } from 'node:util';
import { CalendarDaySchema } from '@lotto/contracts';
import * as v from 'valibot';
import { loadReplayDraw } from '../features/feed/replay/fixtures.js';
import { drawDayTimeline, startReplayServer } from '../features/feed/replay/replay-server.js';
import { fail, scriptArgs } from './args.js';

const USAGE =
  'Usage: pnpm --filter @lotto/api feed:replay -- --date YYYY-MM-DD --port N [--as-date YYYY-MM-DD] [--step-seconds S] [--host H]';

let values: {
  date?: string;
  port?: string;
  'as-date'?: string;
  'step-seconds'?: string;
  host?: string;
  help?: boolean;
};
try {
  ({ values } = parseArgs({
    args: scriptArgs(),
    options: {
      date: { type: 'string' },
      port: { type: 'string' },
      'as-date': { type: 'string' },
      'step-seconds': { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (values.help === true) fail(USAGE);
const { date, port, 'as-date': asDate, 'step-seconds': stepText = '30', host } = values;
if (date === undefined) fail(`--date YYYY-MM-DD is required\n${USAGE}`);
if (!v.safeParse(CalendarDaySchema, date).success)
  fail(`--date must be a calendar day YYYY-MM-DD (got "${date}")\n${USAGE}`);
if (asDate !== undefined && !v.safeParse(CalendarDaySchema, asDate).success)
  fail(`--as-date must be a date YYYY-MM-DD\n${USAGE}`);
if (port === undefined || !/^\d{1,5}$/.test(port) || Number(port) > 65535)
  fail(`--port must be a port number (0–65535)\n${USAGE}`);
if (!/^\d+(\.\d+)?$/.test(stepText) || Number(stepText) <= 0)
  fail(`--step-seconds must be a positive number of seconds\n${USAGE}`);

let draw;
try {
  draw = await loadReplayDraw(date, asDate === undefined ? {} : { asDate });
} catch (error) {
  fail((error as Error).message);
}
const server = await startReplayServer({
  draws: [draw],
  timelines: { glo: drawDayTimeline(draw), community: drawDayTimeline(draw, { lag: 1 }) },
  stepSeconds: Number(stepText),
  port: Number(port),
  ...(host === undefined ? {} : { host }),
}).catch((error: unknown) => fail(`Cannot listen on port ${port}: ${(error as Error).message}`));

process.stdout.write(
  [
    `Replaying the draw of ${date}${asDate === undefined ? '' : ` as ${asDate}`}, one tier every ${stepText} s.`,
    `  GLO_API_URL=${server.gloUrl}`,
    `  COMMUNITY_API_URL=${server.communityUrl}`,
    'Ctrl-C stops it.',
    '',
  ].join('\n'),
);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
