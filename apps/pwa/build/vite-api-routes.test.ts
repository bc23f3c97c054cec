import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API, PUBLIC_CACHED_GETS } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import { serviceWorkerApiPatterns, withEarlyRequestPaths } from './vite-api-routes';

const origin = 'http://127.0.0.1:8787';
const { lists, draws, years } = serviceWorkerApiPatterns(origin);

describe('the service worker rules for API answers', () => {
  it('then the public lists are cached with or without a query string', () => {
    for (const path of [
      '/results',
      '/results?limit=24',
      '/results/claimable',
      '/results/years',
      '/api/results/latest',
      '/tips',
      '/api/addSuccess/paper',
      '/draws/upcoming',
    ]) {
      expect(lists.test(origin + path), path).toBe(true);
      expect(draws.test(origin + path), path).toBe(false);
      expect(years.test(origin + path), path).toBe(false);
    }
  });

  it("then a year of the light list by its version goes to the years' cache, exactly", () => {
    const year = `${origin}/results/years/2019/AbCd-_0123456789`;
    expect(years.test(year)).toBe(true);
    expect(lists.test(year) || draws.test(year)).toBe(false);
    for (const path of [
      '/results/years/2019/AbCd-_0123456789?x=1',
      '/results/years/2019',
      '/results/years/19/AbCd-_0123456789',
      '/results/years/2019/short',
    ]) {
      expect(years.test(origin + path), path).toBe(false);
    }
  });

  it('then one draw in full goes to the draws cache, exactly', () => {
    expect(draws.test(`${origin}/results/2024-11-16`)).toBe(true);
    expect(lists.test(`${origin}/results/2024-11-16`)).toBe(false);
    for (const path of [
      '/results/2024-11-16?x=1',
      '/results/2024-11-16/history',
      '/results/16-11',
    ]) {
      expect(draws.test(origin + path), path).toBe(false);
    }
  });

  it('then member, admin and write paths, look-alikes and other hosts are never cached', () => {
    for (const url of [
      `${origin}/viptips`,
      `${origin}/api/users/me`,
      `${origin}/api/tips/save`,
      `${origin}/api/admin/users`,
      `${origin}/draws/overrides`,
      `${origin}/draws/overrides/2026-12-16`,
      `${origin}/tipsx`,
      `${origin}/results/claimable/x`,
      `https://elsewhere.test/tips`,
      `${origin}.elsewhere.test/tips`,
    ]) {
      expect(lists.test(url) || draws.test(url) || years.test(url), url).toBe(false);
    }
  });

  /** A real value of each route parameter (an unknown one stays `:name` and matches no rule). */
  const PARAM_SAMPLES: Record<string, string> = {
    date: '2024-11-16',
    year: '2019',
    version: 'AbCd-_0123456789',
  };

  it('then every GET the API caches is kept by exactly one rule', () => {
    for (const get of PUBLIC_CACHED_GETS) {
      const url =
        origin +
        get.route.replace(/:(\w+)/g, (_, name: string) => PARAM_SAMPLES[name] ?? `:${name}`);
      expect(
        Number(lists.test(url)) + Number(draws.test(url)) + Number(years.test(url)),
        get.route,
      ).toBe(1);
    }
  });
});

describe("index.html's early requests", () => {
  it("then the shell starts Home's latest draw and tips from the contracts' paths", () => {
    const html = withEarlyRequestPaths(
      readFileSync(join(import.meta.dirname, '../index.html'), 'utf8'),
    );
    expect(html).toContain(`get('${API.results.latest.path()}');`);
    expect(html).toContain(`get('${API.tips.list.path()}')`);
    expect(html).not.toMatch(/%LOTTO_EARLY_\w+%/);
  });

  it('when a placeholder is missing from the page, then the build fails rather than start nothing', () => {
    expect(() => withEarlyRequestPaths('<script>get("%LOTTO_EARLY_TIPS_PATH%")</script>')).toThrow(
      /%LOTTO_EARLY_LATEST_PATH%/,
    );
  });
});
