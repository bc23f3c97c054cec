import { base } from '@lotto/eslint-config/base';

export default base(import.meta.dirname);
