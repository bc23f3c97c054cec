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

  it('when the plain form sent a draw and a number, then /check reads both', () => {
    expect(validateCheckSearch({ draw: '2024-12-16', number: '097863' })).toEqual({
      draw: '2024-12-16',
      number: '097863',
    });
  });

  it('when the router read the number as a number, then it is the same ticket', () => {
    expect(validateCheckSearch({ number: 123456 })).toEqual({ number: '123456' });
  });

  it('when the number is malformed, then it is kept as typed for the form to say what is wrong', () => {
    expect(validateCheckSearch({ number: ' 12a45 ' })).toEqual({ number: '12a45' });
  });

  it('when the number is empty, not a whole number or far too long, then it is ignored', () => {
    expect(validateCheckSearch({ number: '  ' })).toEqual({});
    expect(validateCheckSearch({ number: 12.5 })).toEqual({});
    expect(validateCheckSearch({ number: -1 })).toEqual({});
    expect(validateCheckSearch({ number: '1'.repeat(201) })).toEqual({});
    expect(validateCheckSearch({ number: ['123456'] })).toEqual({});
  });
});
