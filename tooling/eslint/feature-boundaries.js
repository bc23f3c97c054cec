import path from 'node:path';

/*
 * The layers of an app's `src/`, and which may import which:
 * - a feature (`features/<a>/`) imports no other feature (`features/<b>/`) and not the admin area;
 * - the shared folders (the `shared` option; in the PWA `lib/`, `components/`, `draws/` and
 *   `links/`; in the API `shared/`, `sessions/` and `store/`) import no feature and not the admin
 *   area: code two features need lives in a shared folder or a package;
 * - the admin area (`admin/`, the `admin` option) may import features, shared code and packages;
 * - none of them imports `routes/` (the `routes` option): the routes (the API's `app.ts`) put the
 *   features together.
 * Tests of shared code may use a feature or the admin area, and any test a route (they test the
 * app as assembled); a test inside a feature still imports no other feature.
 *
 * Import paths are resolved by hand: relative ones from the file, `@/…` from `src/`. Packages
 * (`@lotto/contracts`, `antd`, …) are never features.
 */

/** The PWA's shared folders, the default of the `shared` option. */
const DEFAULT_SHARED = ['lib', 'components', 'draws', 'links'];

/**
 * Which area of `src` a file is in: `{ kind: 'feature', name }`, `{ kind: 'shared', name }`,
 * `{ kind: 'admin' }`, `{ kind: 'routes' }` or null (not checked: `i18n/`, `testing/`, the entry…).
 */
function areaOf(file, src, { shared, admin, routes }) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === undefined) return null;
  if (shared.includes(top)) return { kind: 'shared', name: top };
  if (top === admin) return { kind: 'admin', name: top };
  if (top === routes) return { kind: 'routes', name: top };
  return null;
}

/** How a message names the importing area: `features/tips`, `lib`, `admin`. */
const nameOf = (area) => (area.kind === 'feature' ? `features/${area.name}` : area.name);

const isTestFile = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('__tests__');

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundariesRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid imports across feature folders, from shared code into features, from public code into the admin area and into routes',
    },
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string' },
          /** The top folders of `src` that hold shared code (default: `lib`, `components`, `draws`, `links`). */
          shared: { type: 'array', items: { type: 'string' } },
          /** The top folder of `src` that holds the admin area (default: `admin`). */
          admin: { type: 'string' },
          /** The top folder of `src` that holds the routes (default: `routes`). */
          routes: { type: 'string' },
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
      publicToAdmin:
        "{{from}}/ is public code and must not import from {{to}}/ ('{{source}}'): the admin area imports public code, never the reverse.",
      toRoutes:
        "{{from}}/ must not import from {{to}}/ ('{{source}}'): routes put the app together; move what both need to {{shared}} or a package.",
    },
  },
  create(context) {
    const src = path.resolve(context.options[0].src);
    const layout = {
      shared: context.options[0].shared ?? DEFAULT_SHARED,
      admin: context.options[0].admin ?? 'admin',
      routes: context.options[0].routes ?? 'routes',
    };
    const file = path.resolve(context.filename);
    const from = areaOf(file, src, layout);
    if (!from || from.kind === 'routes') return {};
    const test = isTestFile(file);
    const sharedList = layout.shared.map((folder) => `${folder}/`).join(', ');

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      let target;
      if (source.startsWith('@/')) target = path.join(src, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else return;
      const to = areaOf(target, src, layout);
      if (!to) return;
      const report = (messageId, data = {}) =>
        context.report({
          node,
          messageId,
          data: { from: nameOf(from), to: to.name, source, shared: sharedList, ...data },
        });
      if (to.kind === 'feature') {
        if (from.kind === 'feature' && from.name !== to.name) {
          report('crossFeature', { from: from.name });
        } else if (from.kind === 'shared' && !test) {
          report('sharedToFeature');
        }
      } else if (to.kind === 'admin') {
        if (from.kind === 'feature' || (from.kind === 'shared' && !test)) report('publicToAdmin');
      } else if (to.kind === 'routes' && !test) {
        report('toRoutes');
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
 * they are not the PWA's (`{ shared: ['shared', 'sessions', 'store'] }`).
 */
export function featureBoundaries(src, { shared } = {}) {
  return {
    files: ['**/*.{ts,tsx,js,jsx,mts,cts}'],
    plugins: { lotto: { rules: { 'feature-boundaries': featureBoundariesRule } } },
    rules: { 'lotto/feature-boundaries': ['error', shared ? { src, shared } : { src }] },
  };
}
