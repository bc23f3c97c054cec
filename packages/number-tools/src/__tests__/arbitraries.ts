import fc from 'fast-check';

export const digit = fc.constantFrom(...Array.from('0123456789'));

/** Strings of digits only, `minLength`…`maxLength` long. */
export const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });

/** Strings mixing digits with the non-digits a person might type (letters, spaces, dashes). */
export const typedString = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...Array.from('0123456789ab -')), maxLength });

/** Calls `fn` past its TypeScript signature, as plain JavaScript (or JSON input) could. */
export const untyped = (fn: unknown) => fn as (...args: unknown[]) => unknown;
