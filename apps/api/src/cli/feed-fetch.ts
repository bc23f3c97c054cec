/**
 * Fetches one draw from the results feed's configured sources (GLO_API_URL, COMMUNITY_API_URL)
 * and publishes it into the configured store (DATA_DIR or MONGODB_URI) as the feed does:
 *   pnpm --filter @lotto/api feed:fetch -- --date YYYY-MM-DD
 * Prints what each source answered (or why it gave no answer), the changes made and the
 * disagreements open for the draw.
 * Exit status: 0 every configured source answered and nothing is disputed; 1 a usage or
 * configuration error, the feed off, or the store failing; 2 a source gave no answer (what the
 * others answered is published); 3 a disagreement is open (that tier is not published).
 */
import { parseArgs } from 'node:util';
import {
  CalendarDaySchema,
  type FeedFetchResult,
  TIER_NAMES,
  TIERS,
  tierNumbers,
  VALUE_SOURCE_NAMES,
} from '@lotto/contracts';
import * as v from 'valibot';
import { createServices } from '../app.js';
import { describeChange } from '../features/results/draw-edit.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { fail, openCliStore, scriptArgs } from './args.js';

const USAGE = 'Usage: pnpm --filter @lotto/api feed:fetch -- --date YYYY-MM-DD';

let values: { date?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    args: scriptArgs(),
    options: { date: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (values.help === true) fail(USAGE);
const { date } = values;
if (date === undefined) fail(`--date is required\n${USAGE}`);
if (!v.safeParse(CalendarDaySchema, date).success)
  fail(`--date must be a calendar day YYYY-MM-DD (got "${date}")\n${USAGE}`);

const { config, store } = await openCliStore();
if (config.feed.gloUrl === undefined && config.feed.communityUrl === undefined) {
  await store.close();
  fail('The results feed is off: set GLO_API_URL and/or COMMUNITY_API_URL');
}
const services = createServices({
  config,
  store,
  sessions: createMemorySessionStore(),
});

function report(result: FeedFetchResult): string[] {
  const lines = [`Draw of ${result.date}: ${result.status ?? 'not on file'}`];
  for (const answer of result.answers) {
    const tiers = TIERS.filter((tier) => tierNumbers(answer, tier) !== undefined);
    lines.push(
      `  ${VALUE_SOURCE_NAMES[`feed:${answer.source}`]}: ${
        tiers.length === 0 ? 'nothing drawn yet' : `${tiers.length} tiers (${tiers.join(', ')})`
      }`,
    );
  }
  for (const error of result.errors) lines.push(`  no answer: ${error.message}`);
  lines.push(result.changes.length === 0 ? 'No changes.' : `Changes (${result.changes.length}):`);
  for (const change of result.changes)
    lines.push(`  ${describeChange(change)} (${change.source ?? 'admin'})`);
  if (result.disagreements.length > 0)
    lines.push(`Open disagreements (${result.disagreements.length}), not published:`);
  for (const disagreement of result.disagreements)
    lines.push(`  ${TIER_NAMES[disagreement.tier]}: ${disagreement.note ?? ''}`);
  return lines;
}

let code = 0;
try {
  const result = await services.feed.fetchDraw(date);
  process.stdout.write(`${report(result).join('\n')}\n`);
  code = result.errors.length > 0 ? 2 : result.disagreements.length > 0 ? 3 : 0;
} catch (error) {
  process.stderr.write(`Fetch failed: ${(error as Error).message}\n`);
  code = 1;
} finally {
  await store.close();
}
process.exit(code);
