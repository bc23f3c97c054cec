import { describe, expect, it } from 'vitest';
import { namesFrom } from './vite-start-chunk';

describe("the start chunk's reading of a package's index", () => {
  it('when a module imports names from a package, then those names are what it takes (not its types, by their exported name)', () => {
    const code = [
      "import { API, bangkokDay as today, type Result } from '@lotto/contracts';",
      'import type { Draw } from "@lotto/contracts";',
      "export { RESULT_PATHS } from '@lotto/contracts';",
      "import { other } from '@lotto/contracts-extra';",
    ].join('\n');
    expect(namesFrom(code, '@lotto/contracts')).toEqual(['API', 'bangkokDay', 'RESULT_PATHS']);
  });

  it('when a module takes the whole package or its code is unknown, then it takes all of it', () => {
    expect(namesFrom("import * as c from '@lotto/contracts';", '@lotto/contracts')).toBe('all');
    expect(namesFrom("export * from '@lotto/contracts';", '@lotto/contracts')).toBe('all');
    expect(namesFrom(null, '@lotto/contracts')).toBe('all');
  });
});
