/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useWords } from './words-context.js';
import type { MessageValues } from './words.js';

/*
 * A message with elements inside it, for the shared page pieces: the catalogs mark them `<0>…</0>`
 * and `<0/>` (as Lingui's and formatjs's rich texts do), each side's words give the text, and this
 * puts the elements in. A module of its own: Home's first screen uses it without the verdict.
 */

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/** A message's text with its `<0>…</0>` and `<0/>` tags replaced by `components`. */
export function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (let match = TAG.exec(rest); match !== null; match = TAG.exec(rest)) {
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const index = match[1] ?? match[3] ?? '';
    const element = components[index];
    const inner = match[2];
    if (element === undefined) nodes.push(inner ?? '');
    else if (inner === undefined) nodes.push(cloneElement(element, { key: key++ }));
    else nodes.push(cloneElement(element, { key: key++ }, ...withElements(inner, components)));
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest !== '') nodes.push(rest);
  return nodes;
}

/**
 * A message with elements inside it: `<Trans id="x.y" components={{ 0: <abbr … /> }} />` for
 * "Bring the ticket itself … <0/>". Plain texts use `words.t()`.
 */
export function Trans({
  id,
  values,
  components = {},
}: {
  id: string;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  const words = useWords();
  return <>{withElements(words.t(id, values), components)}</>;
}
