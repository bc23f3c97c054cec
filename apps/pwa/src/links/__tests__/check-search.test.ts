import { describe, expect, it } from 'vitest';
import { checkSearch, validateCheckSearch } from '../check-search';

describe('the search of /check', () => {
  it('when a link names a draw, then /check reads the same draw back', () => {
    expect(validateCheckSearch({ ...checkSearch('2024-12-16') })).toEqual({ draw: '2024-12-16' });
  });

  it('when ?draw= is not a date, then it is dropped and the rest ignored', () => {
    expect(validateCheckSearch({ draw: '16-12-2024', other: 'x' })).toEqual({});
    expect(validateCheckSearch({ draw: 20241216 })).toEqual({});
  });
});
