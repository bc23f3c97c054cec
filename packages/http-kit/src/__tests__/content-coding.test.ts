import { describe, expect, it } from 'vitest';
import { acceptedCodings, codingTag, etagMatches } from '../content-coding.js';

describe('acceptedCodings', () => {
  it.each([
    [undefined, ['identity']],
    ['', ['identity']],
    ['identity', ['identity']],
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['gzip, deflate', ['gzip', 'identity']],
    ['br', ['br', 'identity']],
    ['BR;Q=1, GZip', ['br', 'gzip', 'identity']],
    ['br;q=0.5, gzip;q=0.8', ['gzip', 'br', 'identity']],
    ['br;q=0, gzip', ['gzip', 'identity']],
    ['gzip;q=0, br;q=0', ['identity']],
    ['gzip;q=0', ['identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*;q=0.5, gzip', ['gzip', 'br', 'identity']],
    ['*;q=0', ['identity']],
    ['identity;q=1, br;q=0.5', ['identity', 'br']],
    ['x-gzip', ['gzip', 'identity']],
    ['gzip;q=nonsense, br', ['br', 'identity']],
    ['deflate, compress', ['identity']],
  ])('when Accept-Encoding is %j, then the codings are %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });

  it('when the header comes as several lines, then they are read as one list', () => {
    expect(acceptedCodings(['gzip', 'br;q=0.5'])).toEqual(['gzip', 'br', 'identity']);
  });
});

describe('etagMatches', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ', true],
    ['*', true],
    ['"abc-br"', true],
    ['W/"abc-gzip"', true],
    ['"abc-zstd"', false],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
  ])('when If-None-Match is %j, then it matches: %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });

  it('when the header is absent, then nothing matches', () => {
    expect(etagMatches(undefined, etag)).toBe(false);
  });

  it('when the header comes as several lines, then each of them counts', () => {
    expect(etagMatches(['"x"', '"abc-br"'], etag)).toBe(true);
  });
});

describe('codingTag', () => {
  it('when a representation is coded, then its tag is the content’s with the coding inside the quotes', () => {
    expect(codingTag('"abc"', 'br')).toBe('"abc-br"');
    expect(codingTag('"abc"', 'gzip')).toBe('"abc-gzip"');
  });
});
