import path from 'node:path';
import { base } from '@lotto/eslint-config/base';
import { featureBoundaries } from '@lotto/eslint-config/feature-boundaries';

export default [
  ...base(import.meta.dirname),
  // src/features/<name> imports no other feature; shared/, sessions/ and store/ import none (app.ts,
  // the composition root, puts the features together).
  featureBoundaries(path.join(import.meta.dirname, 'src'), {
    shared: ['shared', 'sessions', 'store'],
  }),
];
