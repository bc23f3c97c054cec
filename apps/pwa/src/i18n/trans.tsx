import { Trans as SiteTrans } from '@lotto/site/trans';
import { WordsContext } from '@lotto/site/words-context';
import type { ReactElement } from 'react';
import type { MessageId, MessageValues } from './index';
import { appWords } from './words';

/**
 * A message with elements inside it: `<Trans id="x.y" components={{ 0: <a href="…" /> }} />` for
 * "Read <0>the rules</0> first". Plain texts use `t()`. The site's one implementation
 * (`@lotto/site/trans`, which the server's pages use too) with the app's words, so it renders the
 * same inside the app, a test or a portal.
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
    <WordsContext value={appWords}>
      <SiteTrans id={id} values={values} components={components} />
    </WordsContext>
  );
}
