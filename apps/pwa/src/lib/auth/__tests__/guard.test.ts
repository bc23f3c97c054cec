import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../guard';

describe('safeRedirect', () => {
  it('when the target is a path of this app, then it is kept with its query', () => {
    expect(safeRedirect('/vip-tips')).toBe('/vip-tips');
    expect(safeRedirect('/result?x=1')).toBe('/result?x=1');
  });

  it('when the target is missing or points elsewhere, then it falls back to /', () => {
    for (const bad of [
      undefined,
      '',
      'vip-tips',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
