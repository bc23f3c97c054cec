import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SOURCE_NODE_ARGS } from '@lotto/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ROOT } from '../test-support/spawn-api.js';
import { freePort, tempDir } from '../test-support/services.js';
import { TEST_SERVICES_CONFIG } from '../test-support/test-api.js';
import { testStorePlace } from '../test-support/test-store.js';
import { createServices } from '../app.js';
import { loadReplayDraw } from '../features/feed/replay/fixtures.js';
import { startReplayServer } from '../features/feed/replay/replay-server.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { createResultRepository } from '../features/results/result-repository.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [...SOURCE_NODE_ARGS, `src/cli/${script}`, ...args], {
    cwd: API_ROOT,
    env: { ...process.env, BCRYPT_ROUNDS: '4', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

// Each test runs its CLIs as processes (through tsx): a few seconds each on a busy 2-core machine.
describe('command-line tools', () => {
  it('when admin:create runs, then it creates the admin, resets it the second time, and refuses bad input', async () => {
    const place = await testStorePlace('cli-admin');
    cleanups.push(place.remove);
    const env = place.env;

    const created = await runCli(
      'admin-create.ts',
      ['--', '--email', 'Chief@Example.com'],
      env,
      'first-password-1\n',
    );
    expect(created).toMatchObject({ code: 0, out: 'Created admin chief@example.com\n' });
    const reset = await runCli(
      'admin-create.ts',
      ['--email', 'chief@example.com', '--password', 'second-password-2'],
      env,
    );
    expect(reset.out).toMatch(/Reset the password of admin chief@example.com/);
    const bad = await runCli(
      'admin-create.ts',
      ['--email', 'chief@example.com', '--password', 'short'],
      env,
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/at least 8 characters/);

    const store = place.open();
    cleanups.push(() => store.close());
    const services = createServices({
      config: TEST_SERVICES_CONFIG,
      store,
      sessions: createMemorySessionStore(),
    });
    await expect(
      services.admins.login('chief@example.com', 'second-password-2', '127.0.0.1'),
    ).resolves.toHaveProperty('token');
    await expect(
      services.admins.login('chief@example.com', 'first-password-1', '127.0.0.1'),
    ).rejects.toThrow('Invalid email or password');
  }, 90_000);

  it('when import:history runs, then it prints the counts and every row: what it took, or why it was skipped', async () => {
    const dir = await tempDir('cli-import');
    const place = await testStorePlace('cli-import');
    cleanups.push(dir.remove, place.remove);
    const file = join(dir.path, 'history.psv');
    await writeFile(
      file,
      [
        '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง',
        '1|สิงหาคม|2569|932479|79|479|69|672 413|039 154',
        '30|ธันวาคม|2537|6284069|68|069|90|798 713|339 744',
      ].join('\n'),
    );
    const first = await runCli('import-results.ts', ['--', file], place.env);
    expect(first.code).toBe(0);
    expect(first.out).toContain('added 1, updated 0, unchanged 0, skipped 1');
    expect(first.out).toContain(
      'line 2 (2026-08-01): added — took prize1, front3, last3, last2; missing near1, prize2, prize3, prize4, prize5',
    );
    expect(first.out).toContain(
      'line 3 (1994-12-30): skipped — the "2 ตัวบน"/"3 ตัวบน" columns (68/069) do not match prize1 6284069',
    );
    expect(first.out).toMatch(/took \d+\.\d\d s/);
    const again = await runCli('import-results.ts', [file], place.env);
    expect(again.out).toContain('added 0, updated 0, unchanged 1, skipped 1');
    const missing = await runCli('import-results.ts', [], place.env);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/Usage: pnpm --filter @lotto\/api import:history/);
  }, 90_000);

  it('when import:history is given a folder of shipped history, then it reads its .ndjson files; --summary lists only problems', async () => {
    const dir = await tempDir('cli-import-folder');
    const place = await testStorePlace('cli-import-folder');
    cleanups.push(dir.remove, place.remove);
    const history = join(dir.path, 'history');
    await mkdir(history);
    const draw = {
      date: '2024-11-16',
      drawDate: '2024-11-16',
      prize1: '187221',
      front3: ['002', '939'],
      last3: ['299', '379'],
      last2: '10',
      status: 'final',
      sources: ['glo'],
    };
    await writeFile(
      join(history, 'draws.ndjson'),
      `${JSON.stringify(draw)}\n${JSON.stringify({ ...draw, date: '2024-11-01', last2: '1' })}\n`,
    );
    await writeFile(join(history, 'README.md'), '# not a history file\n');
    const env = place.env;
    const first = await runCli('import-results.ts', ['--summary', history], env);
    expect(first.code).toBe(0);
    expect(first.out).toContain(join(history, 'draws.ndjson'));
    expect(first.out).toContain('format: shipped history');
    expect(first.out).toContain('added 1, updated 0, unchanged 0, skipped 1');
    expect(first.out).toContain(
      'line 2 (2024-11-01): last2: Last 2 digits must be exactly 2 digits (got "1")',
    );
    expect(first.out).not.toContain('line 1 (2024-11-16)');
    const again = await runCli('import-results.ts', ['--summary', history], env);
    expect(again.out).toContain('added 0, updated 0, unchanged 1, skipped 1');
    const empty = join(dir.path, 'empty');
    await mkdir(empty);
    const none = await runCli('import-results.ts', [empty], env);
    expect(none.code).toBe(1);
    expect(none.err).toContain('holds no .ndjson history file');
  }, 90_000);

  it('when a file differs from stored final draws (six first prizes, one digit each), then nothing changes, six disagreements are reported and the exit code is 3; --correct applies them with who and why', async () => {
    const dir = await tempDir('cli-import-disagree');
    const place = await testStorePlace('cli-import-disagree');
    cleanups.push(dir.remove, place.remove);
    const env = place.env;
    // Six 2025–26 draws in GLO's table format (day | month | Buddhist year | first prize | …).
    const draws = [
      ['16', 'มกราคม', '2569', '123456', '88', '111 222', '333 444'],
      ['1', 'กุมภาพันธ์', '2569', '234567', '12', '121 232', '343 454'],
      ['16', 'มีนาคม', '2569', '345678', '23', '131 242', '353 464'],
      ['1', 'เมษายน', '2569', '456789', '34', '141 252', '363 474'],
      ['16', 'ธันวาคม', '2568', '567890', '45', '151 262', '373 484'],
      ['1', 'พฤศจิกายน', '2568', '678901', '56', '161 272', '383 494'],
    ];
    const table = (alter: boolean) =>
      [
        '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง',
        ...draws.map(([day, month, year, prize1 = '', last2, front3, last3]) => {
          // One digit altered: the first, so the top-2/top-3 columns still agree with it.
          const first = alter ? `${(Number(prize1[0]) + 1) % 10}${prize1.slice(1)}` : prize1;
          return [
            day,
            month,
            year,
            first,
            first.slice(4),
            first.slice(3),
            last2,
            front3,
            last3,
          ].join('|');
        }),
      ].join('\n');
    const original = join(dir.path, 'glo.psv');
    const altered = join(dir.path, 'glo-altered.psv');
    await writeFile(original, table(false));
    await writeFile(altered, table(true));

    const first = await runCli('import-results.ts', [original], env);
    expect(first.code).toBe(0);
    expect(first.out).toContain('added 6, updated 0, unchanged 0, skipped 0');
    const same = await runCli('import-results.ts', [original], env);
    expect(same.code).toBe(0);
    expect(same.out).toContain('added 0, updated 0, unchanged 6, skipped 0');
    expect(same.out).not.toContain('Disagreements');

    const disputed = await runCli('import-results.ts', [altered], env);
    expect(disputed.code).toBe(3);
    expect(disputed.out).toContain('added 0, updated 0, unchanged 6, skipped 0');
    expect(disputed.out).toContain(
      '  Disagreements (not applied): 6 value(s) of stored final draws',
    );
    expect(disputed.out).toContain('    line 2 (2026-01-16): prize1 123456 → 223456');
    expect(disputed.out).toContain('    line 7 (2025-11-01): prize1 678901 → 778901');
    expect(disputed.out).not.toContain('corrected');
    expect(disputed.err).toContain(
      '6 value(s) disagree with stored final draws and were not applied',
    );

    const usage = await runCli('import-results.ts', ['--correct', '--by', 'Somchai', altered], env);
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('--correct needs --by <name> and --reason <text>');
    const stray = await runCli('import-results.ts', ['--reason', 'x', altered], env);
    expect(stray.code).toBe(1);
    expect(stray.err).toContain('--by and --reason go with --correct');

    const readStored = async () => {
      const store = place.open();
      try {
        return await createResultRepository(store).all();
      } finally {
        await store.close();
      }
    };
    const held = await readStored();
    expect(held.map((d) => d.prize1).sort()).toEqual(draws.map((d) => d[3]).sort());
    for (const draw of held)
      expect(draw.changes.map((c) => [c.kind, c.source, c.field, c.by])).toEqual([
        ['disputed', 'import', 'prize1', 'history import'],
      ]);

    const corrected = await runCli(
      'import-results.ts',
      ['--correct', '--by', 'Somchai', '--reason', 'GLO re-issued the sheets', altered],
      env,
    );
    expect(corrected.code).toBe(0);
    expect(corrected.out).toContain('added 0, updated 6, unchanged 0, skipped 0');
    expect(corrected.out).toContain(
      '    line 2 (2026-01-16): corrected prize1 123456 → 223456 (GLO re-issued the sheets)',
    );
    const changed = await readStored();
    expect(changed.map((d) => d.prize1).sort()).toEqual(
      draws.map((d) => `${(Number(d[3]?.[0]) + 1) % 10}${d[3]?.slice(1) ?? ''}`).sort(),
    );
    for (const draw of changed)
      expect(draw.changes.at(-1)).toMatchObject({
        kind: 'corrected',
        field: 'prize1',
        by: 'Somchai',
        source: 'import',
        note: 'GLO re-issued the sheets',
      });
    const again = await runCli('import-results.ts', [altered], env);
    expect(again.code).toBe(0);
    expect(again.out).toContain('added 0, updated 0, unchanged 6, skipped 0');
  }, 180_000);
  it('when feed:fetch runs, then it publishes what the sources answer, prints the changes and says by its exit status what is left', async () => {
    const place = await testStorePlace('cli-feed');
    cleanups.push(place.remove);
    const shipped = await loadReplayDraw('2024-12-16', { asDate: '2026-12-01' });
    const replay = await startReplayServer({
      draws: [shipped],
      timelines: { community: [{ kind: 'answer', alter: { last2: '00' } }, { kind: 'answer' }] },
    });
    cleanups.push(() => replay.close());
    const env = {
      ...place.env,
      GLO_API_URL: replay.gloUrl,
      COMMUNITY_API_URL: replay.communityUrl,
      // Generous: the replay server answers at once, but a loaded CI machine (tsx starting the CLI
      // beside other suites) once took over 500 ms and turned "disputed" (3) into "no answer" (2).
      // The unreachable source below is refused at once, whatever the timeout.
      FEED_TIMEOUT_MS: '10000',
    };

    const disputed = await runCli('feed-fetch.ts', ['--', '--date', '2026-12-01'], env);
    expect(disputed.code).toBe(3);
    expect(disputed.out).toContain('Draw of 2026-12-01: provisional');
    expect(disputed.out).toContain("GLO's results API: 9 tiers");
    expect(disputed.out).toContain(
      "added prize1 (GLO's results API and the community results API agree) (feed:glo)",
    );
    expect(disputed.out).toMatch(/disputed last2 — → 00 \(Last 2 digits: .*\) \(feed:community\)/);
    expect(disputed.out).toMatch(/Open disagreements \(1\)[^\n]*\n {2}Last 2 digits: .*says 00/);

    replay.advance('community');
    const final = await runCli('feed-fetch.ts', ['--date', '2026-12-01'], env);
    expect(final).toMatchObject({ code: 0, err: '' });
    expect(final.out).toContain('Draw of 2026-12-01: final');
    expect(final.out).toMatch(/added last2 \(.*agree\) \(feed:glo\)/);
    expect(final.out).toMatch(
      /set status provisional → final \(.*agree on every tier\) \(feed:glo\)/,
    );

    const down = await runCli('feed-fetch.ts', ['--date', '2026-12-01'], {
      ...env,
      // Nothing listens there.
      COMMUNITY_API_URL: `http://127.0.0.1:${await freePort()}`,
    });
    expect(down.code).toBe(2);
    expect(down.out).toContain('no answer: the community results API cannot be reached');
    expect(down.out).toContain('No changes.');

    const usage = await runCli('feed-fetch.ts', [], env);
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('--date is required');
    const badDay = await runCli('feed-fetch.ts', ['--date', '2026-02-30'], env);
    expect(badDay.code).toBe(1);
    expect(badDay.err).toContain('--date must be a calendar day');
    const off = await runCli('feed-fetch.ts', ['--date', '2026-12-01'], place.env);
    expect(off).toMatchObject({ code: 1 });
    expect(off.err).toContain('The results feed is off');
  }, 120_000);
});
