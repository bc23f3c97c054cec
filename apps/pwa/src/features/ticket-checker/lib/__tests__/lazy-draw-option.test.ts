import { describe, expect, it } from 'vitest';
import { formatDrawDate } from '@/lib/format';
import { drawSearchText, lazyDrawOption } from '../draw-search';

describe('lazyDrawOption', () => {
  it('reads as the eager option would: the date, its label and its search text', () => {
    const option = lazyDrawOption('2024-12-16');
    expect({ ...option }).toEqual({
      value: '2024-12-16',
      label: formatDrawDate('2024-12-16'),
      search: drawSearchText('2024-12-16'),
    });
  });

  it('makes the label and the search text only when read (getters), once', () => {
    const option = lazyDrawOption('2006-01-16');
    for (const key of ['label', 'search'] as const) {
      expect(Object.getOwnPropertyDescriptor(option, key)).toHaveProperty(
        'get',
        expect.any(Function),
      );
      expect(option[key]).toBe(option[key]);
    }
    expect(option.search).toContain('16 january 2006');
  });
});
