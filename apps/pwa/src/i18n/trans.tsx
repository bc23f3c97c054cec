import { Trans as LinguiTrans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageId, MessageValues } from './index';

/**
 * A message with elements inside it: `<Trans id="x.y" components={{ 0: <a href="…" /> }} />` for
 * "Read <0>the rules</0> first". Plain texts use `t()`.
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
  return <LinguiTrans id={id} values={values} components={components} />;
}
