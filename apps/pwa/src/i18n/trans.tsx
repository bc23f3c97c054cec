import { I18nProvider, Trans as LinguiTrans } from '@lingui/react';
import type { ReactElement } from 'react';
import { i18n, type MessageId, type MessageValues } from './index';

/**
 * A message with elements inside it: `<Trans id="x.y" components={{ 0: <a href="…" /> }} />` for
 * "Read <0>the rules</0> first". Plain texts use `t()`. It brings Lingui's context along, so it
 * renders the same inside the app, a test or a portal.
 */
export function Trans({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <LinguiTrans id={id} values={values} components={components} />
    </I18nProvider>
  );
}
