import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { featureBoundariesRule } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const src = path.resolve('/app/src');
const file = (relative) => path.join(src, relative);
const options = [{ src }];
const apiOptions = [{ src, shared: ['shared', 'sessions', 'store'] }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('feature-boundaries', featureBoundariesRule, {
  valid: [
    // Within a feature, relative or through the alias.
    {
      filename: file('features/results/admin/api/a.ts'),
      code: "import { x } from '../../api/get-results';",
      options,
    },
    {
      filename: file('features/results/components/a.tsx'),
      code: "import { x } from '@/features/results/lib/draw-text';",
      options,
    },
    // Shared code and packages from a feature.
    {
      filename: file('features/tips/components/a.tsx'),
      code: "import { x } from '@/lib/query-keys'; import { y } from '@/components/ui/panel'; import { API } from '@lotto/contracts';",
      options,
    },
    // Routes put the features together.
    {
      filename: file('routes/_site/index.tsx'),
      code: "import { x } from '@/features/tips/api/get-tips'; import { y } from '@/features/results/api/get-results';",
      options,
    },
    // A test of shared code may assemble the app.
    {
      filename: file('components/layout/__tests__/route-error.test.tsx'),
      code: "import { x } from '@/features/tips/api/get-tips';",
      options,
    },
    // The draw data and the links between pages are shared: features and each other import them.
    {
      filename: file('features/ticket-checker/api/a.ts'),
      code: "import { x } from '@/draws/get-results'; import { y } from '@/links/check-search';",
      options,
    },
    {
      filename: file('draws/get-draw.ts'),
      code: "import { x } from '@/lib/api-client'; import { y } from '../components/ui/panel';",
      options,
    },
    {
      filename: file('links/history-search.ts'),
      code: "import { t } from '@/i18n'; import { x } from '@/draws/live';",
      options,
    },
    // The admin area builds on everything public: features, shared code, packages.
    {
      filename: file('admin/results/components/a.tsx'),
      code: "import { x } from '@/features/results/components/draw-sheet'; import { y } from '@/draws/get-results'; import { z } from '../../shared/admin-request'; import { API } from '@lotto/contracts';",
      options,
    },
    // A test of shared code may use the admin area; any test may render a route.
    {
      filename: file('components/layout/__tests__/a.test.tsx'),
      code: "import { x } from '@/admin/shell/admin-layout'; import { Route } from '@/routes/_site/index';",
      options,
    },
    // Routes put everything together, the admin area included.
    {
      filename: file('routes/admin/draws.tsx'),
      code: "import { x } from '@/admin/draw-calendar/draw-calendar-admin'; import { y } from '@/draws/get-upcoming-draws';",
      options,
    },
    // The API: its shared folders (the `shared` option) from a feature, and the composition root.
    {
      filename: file('features/results/result-routes.ts'),
      code: "import { x } from '../../shared/http/router.js'; import { y } from '../../store/collection.js'; import { z } from './result-service.js';",
      options: apiOptions,
    },
    {
      filename: file('app.ts'),
      code: "import { x } from './features/results/result-routes.js'; import { y } from './features/admin/admin-routes.js';",
      options: apiOptions,
    },
    // With its own shared folders, `lib/` is nothing special to the API.
    {
      filename: file('lib/a.ts'),
      code: "import { x } from '../features/results/result-service.js';",
      options: apiOptions,
    },
    // Files outside src are not checked.
    {
      filename: path.resolve('/app/e2e/a.spec.ts'),
      code: "import { x } from '../src/features/tips/api/get-tips';",
      options,
    },
  ],
  invalid: [
    {
      filename: file('features/ticket-checker/components/a.tsx'),
      code: "import { x } from '@/features/results/api/get-results';",
      options,
      errors: [
        {
          messageId: 'crossFeature',
          data: {
            from: 'ticket-checker',
            to: 'results',
            source: '@/features/results/api/get-results',
            shared: 'lib/, components/, draws/, links/',
          },
        },
      ],
    },
    {
      filename: file('features/results/admin/components/a.tsx'),
      code: "import { x } from '../../../admin/api/login';",
      options,
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/tips/components/__tests__/a.test.tsx'),
      code: "const m = await import('@/features/admin/testing/test-api'); vi.mock('../../../membership/api/get-membership');",
      options,
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    {
      filename: file('features/tips/index.ts'),
      code: "export { x } from '@/features/vip-tips/api/get-vip-tips'; export * from '../success-images/api/get-success-images';",
      options,
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    {
      filename: file('lib/idle.ts'),
      code: "import { x } from '@/features/tips/api/get-tips';",
      options,
      errors: [
        {
          messageId: 'sharedToFeature',
          data: { from: 'lib', to: 'tips', source: '@/features/tips/api/get-tips' },
        },
      ],
    },
    {
      filename: file('components/layout/site-layout.tsx'),
      code: "import { x } from '../../features/membership/components/membership-status';",
      options,
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: file('draws/live.ts'),
      code: "import { x } from '@/features/ticket-checker/lib/tickets';",
      options,
      errors: [
        {
          messageId: 'sharedToFeature',
          data: {
            from: 'draws',
            to: 'ticket-checker',
            source: '@/features/ticket-checker/lib/tickets',
          },
        },
      ],
    },
    {
      filename: file('links/stats-search.ts'),
      code: "import { x } from '../features/history/lib/stats';",
      options,
      errors: [{ messageId: 'sharedToFeature' }],
    },
    // Public code never imports the admin area.
    {
      filename: file('features/results/components/a.tsx'),
      code: "import { x } from '@/admin/results/lib/official-text';",
      options,
      errors: [
        {
          messageId: 'publicToAdmin',
          data: {
            from: 'features/results',
            to: 'admin',
            source: '@/admin/results/lib/official-text',
          },
        },
      ],
    },
    {
      filename: file('features/results/components/__tests__/a.test.tsx'),
      code: "vi.mock('@/admin/shared/admin-request');",
      options,
      errors: [{ messageId: 'publicToAdmin' }],
    },
    {
      filename: file('draws/get-results.ts'),
      code: "import { x } from '../admin/shared/admin-request';",
      options,
      errors: [
        {
          messageId: 'publicToAdmin',
          data: { from: 'draws', to: 'admin', source: '../admin/shared/admin-request' },
        },
      ],
    },
    {
      filename: file('lib/query-keys.ts'),
      code: "export { x } from '@/admin/shared/admin-keys';",
      options,
      errors: [{ messageId: 'publicToAdmin' }],
    },
    // Nothing but the routes imports a route.
    {
      filename: file('admin/shell/admin-layout.tsx'),
      code: "import { Route } from '@/routes/admin';",
      options,
      errors: [
        {
          messageId: 'toRoutes',
          data: {
            from: 'admin',
            to: 'routes',
            source: '@/routes/admin',
            shared: 'lib/, components/, draws/, links/',
          },
        },
      ],
    },
    {
      filename: file('features/history/components/a.tsx'),
      code: "import { Route } from '../../../routes/_site/stats';",
      options,
      errors: [{ messageId: 'toRoutes' }],
    },
    {
      filename: file('features/members/member-service.ts'),
      code: "import { x } from '../images/image-service.js';",
      options: apiOptions,
      errors: [
        {
          messageId: 'crossFeature',
          data: {
            from: 'members',
            to: 'images',
            source: '../images/image-service.js',
            shared: 'shared/, sessions/, store/',
          },
        },
      ],
    },
    {
      filename: file('sessions/session-store.ts'),
      code: "import { X } from '../features/admin/login-rate-limit.js';",
      options: apiOptions,
      errors: [
        {
          messageId: 'sharedToFeature',
          data: { from: 'sessions', to: 'admin', source: '../features/admin/login-rate-limit.js' },
        },
      ],
    },
  ],
});
