import path from 'node:path';

/*
 * Feature folders stay apart: a file in `src/features/<a>/` imports nothing from
 * `src/features/<b>/`, and the shared folders (`src/lib/` and `src/components/` in the PWA,
 * `src/shared/`, `src/sessions/` and `src/store/` in the API: the `shared` option) import no
 * feature. Code two features need lives in a shared folder or a package; the routes (the API's
 * `app.ts`) put the features together. Tests of shared code may use a feature (they test the app as
 * assembled).
 *
 * Import paths are resolved by hand: relative ones from the file, `@/…` from `src/`. Packages
 * (`@lotto/contracts`, `antd`, …) are never features.
 */

/** The PWA's shared folders, the default of the `shared` option. */
const DEFAULT_SHARED = ['lib', 'components'];

/** Which area of `src` a file is in: `{ kind: 'feature', name }`, `{ kind: 'shared' }` or null. */
function areaOf(file, src, shared) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top !== undefined && shared.includes(top)) return { kind: 'shared', name: top };
  return null;
}

const isTestFile = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('__tests__');

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundariesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid imports across feature folders and from shared code into features',
    },
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string' },
          /** The top folders of `src` that hold shared code (default: `lib`, `components`). */
          shared: { type: 'array', items: { type: 'string' } },
        },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "features/{{from}} must not import from features/{{to}} ('{{source}}'): move what both need to {{shared}} or a package.",
      sharedToFeature:
        "{{from}}/ is shared code and must not import from features/{{to}} ('{{source}}').",
    },
  },
  create(context) {
    const src = path.resolve(context.options[0].src);
    const shared = context.options[0].shared ?? DEFAULT_SHARED;
    const file = path.resolve(context.filename);
    const from = areaOf(file, src, shared);
    if (!from) return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      let target;
      if (source.startsWith('@/')) target = path.join(src, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else return;
      const to = areaOf(target, src, shared);
      if (to?.kind !== 'feature') return;
      if (from.kind === 'feature' && from.name !== to.name) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: {
            from: from.name,
            to: to.name,
            source,
            shared: shared.map((folder) => `${folder}/`).join(', '),
          },
        });
      } else if (from.kind === 'shared' && !isTestFile(file)) {
        context.report({
          node,
          messageId: 'sharedToFeature',
          data: { from: from.name, to: to.name, source },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('…') and vi.importActual('…') name modules too.
      CallExpression: (node) => {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name)
        ) {
          check(node.arguments[0]);
        }
      },
    };
  },
};

/**
 * The flat-config entry for an app with feature folders:
 * `featureBoundaries(path.join(import.meta.dirname, 'src'))`, with the app's shared folders when
 * they are not `lib/` and `components/` (`{ shared: ['shared', 'sessions', 'store'] }`).
 */
export function featureBoundaries(src, { shared } = {}) {
  return {
    files: ['**/*.{ts,tsx,js,jsx,mts,cts}'],
    plugins: { lotto: { rules: { 'feature-boundaries': featureBoundariesRule } } },
    rules: { 'lotto/feature-boundaries': ['error', shared ? { src, shared } : { src }] },
  };
}
