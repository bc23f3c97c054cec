import { describe, expect, it } from 'vitest';
import { API, PUBLIC_CACHED_GETS, RESULT_PATHS, routePattern } from '../api-paths.js';
import { IMAGE_KINDS } from '../images.js';

describe('API paths', () => {
  it('keeps the spec URLs', () => {
    expect(API.tips.list.path()).toBe('/tips');
    expect(API.tips.add.path()).toBe('/api/tips/save');
    expect(API.vipTips.list.path()).toBe('/viptips');
    expect(API.successImages.add.path()).toBe('/api/addSuccess/paper');
    expect(API.members.signIn.path()).toBe('/api/users');
    expect(API.admin.login.path()).toBe('/api/admin/login');
    expect(API.draws.upcoming.path()).toBe('/draws/upcoming');
    expect(API.draws.overrides.path()).toBe('/draws/overrides');
    expect(API.draws.setOverride).toMatchObject({ method: 'PUT' });
    expect(API.draws.setOverride.path({ from: '2026-12-16' })).toBe('/draws/overrides/2026-12-16');
    expect(API.draws.removeOverride).toMatchObject({ method: 'DELETE' });
    expect(RESULT_PATHS).toMatchObject({
      list: '/results',
      latest: '/api/results/latest',
      claimable: '/results/claimable',
      tiers: '/results/tiers',
    });
  });

  it('fills and encodes path parameters', () => {
    expect(API.results.detail.path({ date: '2024-11-16' })).toBe('/results/2024-11-16');
    expect(RESULT_PATHS.history('2024-11-16')).toBe('/api/results/2024-11-16/history');
    expect(API.members.recordPayment.path({ id: 'a/b?c' })).toBe(
      '/api/admin/users/a%2Fb%3Fc/payments',
    );
    expect(API.successImages.remove.path({ id: '0123456789abcdef01234567' })).toBe(
      '/api/addSuccess/paper/0123456789abcdef01234567',
    );
  });

  it('has the list, add and remove endpoints of every image kind under its code name', () => {
    for (const kind of IMAGE_KINDS) {
      expect([API[kind].list.method, API[kind].add.method, API[kind].remove.method]).toEqual([
        'GET',
        'POST',
        'DELETE',
      ]);
    }
  });

  it('matches a route exactly, with named parameters of their own shape', () => {
    const detail = new RegExp(routePattern(API.results.detail.route));
    expect(detail.exec('/results/2024-11-16')?.groups).toEqual({ date: '2024-11-16' });
    expect(detail.test('/results/claimable')).toBe(false);
    expect(detail.test('/results/tiers')).toBe(false);
    expect(detail.test('/results/2024-11-16?x=1')).toBe(false);
    expect(new RegExp(routePattern('/api/addSuccess/paper')).test('/api/addSuccess/paper')).toBe(
      true,
    );
    expect(new RegExp(routePattern('/a.b')).test('/axb')).toBe(false);
  });

  it('lists the cached public GETs with their cache keys', () => {
    expect(PUBLIC_CACHED_GETS.map((get) => get.route)).toEqual([
      '/results',
      '/results/years',
      '/results/years/:year/:version',
      '/results/claimable',
      '/results/tiers',
      '/results/:date',
      '/api/results/latest',
      '/tips',
      '/api/addSuccess/paper',
      '/draws/upcoming',
    ]);
    const input = {
      params: { date: '2024-11-16', year: '2019', version: 'AbCdEfGhIjKlMn-_' },
      query: {},
      day: '2026-11-23',
    };
    expect(PUBLIC_CACHED_GETS.map((get) => `${get.cache.tag} ${get.cache.key(input)}`)).toEqual([
      'results list::',
      'results years',
      // One entry per year, whatever version the URL names.
      'results year:2019',
      'results claimable:2026-11-23',
      'results tiers::',
      'results detail:2024-11-16',
      'results latest:2026-11-23',
      'tips list',
      'successImages list',
      'draws upcoming:2026-11-23',
    ]);
    expect(
      API.results.list.cache.key({ ...input, query: { limit: 5, before: '2024-01-01' } }),
    ).toBe('list:5:2024-01-01');
    expect(
      API.results.tiers.cache.key({ ...input, query: { from: '2019-01-01', to: '2019-12-31' } }),
    ).toBe('tiers:2019-01-01:2019-12-31');
    expect(RESULT_PATHS.year(2019, 'AbCdEfGhIjKlMn-_')).toBe(
      '/results/years/2019/AbCdEfGhIjKlMn-_',
    );
    expect(new RegExp(routePattern(API.results.year.route)).test('/results/years/19/x')).toBe(
      false,
    );
  });
});
