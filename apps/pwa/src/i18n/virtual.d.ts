/** The compiled catalog of one language (build/vite-i18n-catalogs.ts). */
declare module 'virtual:lotto-catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
