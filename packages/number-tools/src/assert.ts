// Runtime guards for callers outside TypeScript (the PWA's form values, JSON from the API):
// a wrong type is a TypeError, a string or choice outside the allowed set is a RangeError.

/** A short name for the type of `value`, for error messages. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function assertString(value: unknown, name: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`Expected \`${name}\` to be a string, got ${typeName(value)}`);
  }
}

export function assertStringList(value: unknown, name: string): asserts value is readonly string[] {
  if (!Array.isArray(value)) {
    throw new TypeError(`Expected \`${name}\` to be an array of strings, got ${typeName(value)}`);
  }
  value.forEach((item: unknown, index) => {
    assertString(item, `${name}[${index}]`);
  });
}

export function assertOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  name: string,
): asserts value is T {
  assertString(value, name);
  if (!(allowed as readonly string[]).includes(value)) {
    const choices = allowed.map((choice) => `'${choice}'`).join(', ');
    throw new RangeError(
      `Expected \`${name}\` to be one of ${choices}, got ${JSON.stringify(value)}`,
    );
  }
}

export function assertDigits(
  value: unknown,
  length: number,
  name: string,
): asserts value is string {
  assertString(value, name);
  if (value.length !== length || !/^\d+$/.test(value)) {
    throw new RangeError(
      `Expected \`${name}\` to be exactly ${length} digits, got ${JSON.stringify(value)}`,
    );
  }
}
