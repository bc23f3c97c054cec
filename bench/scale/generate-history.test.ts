/**
 * The synthetic history of the scale run: what the importer needs of it (every line a valid
 * shipped draw, dates and first prize + last-2 pairs never twice), every tier of each era, the
 * same file for the same seed, and never a file inside data/. Run: `pnpm --filter @lotto/bench test`.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { eraTiers, parseShippedDraws, tierNumbers } from '@lotto/contracts';
import {
  addDays,
  generateHistory,
  REAL_HISTORY,
  REPO_DIR,
  writeHistory,
} from './generate-history.ts';

const real = await readFile(REAL_HISTORY, 'utf8');
const realDraws = parseShippedDraws(real).filter((row) => row.ok);

void test('ten shifted copies of the real calendar, each draw complete for its era', () => {
  const history = generateHistory(real, { copies: 10, seed: 15 });
  const rows = parseShippedDraws(history.text);
  assert.equal(history.draws, realDraws.length * 10 - history.collisions);
  assert.equal(rows.length, history.draws);
  const draws = rows.map((row) => {
    assert.ok(row.ok, row.ok ? '' : `line ${row.line}: ${row.reason}`);
    return row.draw;
  });
  // Newest first, dates and first prize + last-2 pairs each once (the importer refuses repeats).
  const dates = draws.map((d) => d.date);
  assert.deepEqual(dates, [...dates].sort().reverse());
  assert.equal(new Set(dates).size, dates.length);
  assert.equal(new Set(draws.map((d) => `${d.prize1}|${d.last2}`)).size, draws.length);
  for (const draw of draws)
    for (const tier of eraTiers(draw.date))
      assert.ok(tierNumbers(draw, tier) !== undefined, `${draw.date} lacks ${tier}`);
  // The calendar: every real period date shifted by 0–9 days, nothing after the last shift.
  const newestReal = realDraws[0]?.ok ? realDraws[0].draw.date : '';
  assert.equal(history.newest, addDays(newestReal, 9));
  assert.ok(dates.includes(addDays('2020-04-01', 3)));
  assert.deepEqual(
    Object.values(history.eras).reduce((a, b) => a + b, 0),
    history.draws,
  );
});

void test('the same seed writes the same file, another seed another one', () => {
  const a = generateHistory(real, { copies: 2, seed: 7 });
  assert.equal(generateHistory(real, { copies: 2, seed: 7 }).text, a.text);
  assert.notEqual(generateHistory(real, { copies: 2, seed: 8 }).text, a.text);
});

void test('bad settings and a bad source are refused', () => {
  assert.throws(() => generateHistory(real, { copies: 0 }), /copies must be/);
  assert.throws(() => generateHistory(real, { copies: 2.5 }), /copies must be/);
  assert.throws(() => generateHistory('{"date":"2020-01-01"}\n'), /real history, line 1/);
});

void test('never written into data/', async () => {
  const history = generateHistory(real, { copies: 1 });
  await assert.rejects(
    writeHistory(history, join(REPO_DIR, 'data/history/synthetic.ndjson')),
    /inside data\//,
  );
  await assert.rejects(writeHistory(history, join(REPO_DIR, 'data/x.ndjson')), /inside data\//);
});
