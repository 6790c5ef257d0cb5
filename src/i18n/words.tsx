import type { MessageDescriptor } from '@lingui/core';
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { i18n } from './page-i18n';

// What Lingui's macros compile to on the page: `i18n._()`, `<Trans>` and `useLingui()` read the one language the page speaks.
// A page speaks one language from its first render to its last (another language is another page), so nothing here
// needs a provider or re-renders on a change of language: @lingui/react's provider and context would cost every route
// a kilobyte before it is interactive for a switch that never happens.

export { i18n };

type Components = Record<string, ReactElement>;

/** A message with its inline elements as the macro wrote them (`Drop a file or <0>choose one</0>`). */
type TransProps = { id: string; message?: string; values?: Record<string, unknown>; components?: Components };

const translate = (descriptor: MessageDescriptor | string, values?: Record<string, unknown>): string => i18n._(descriptor, values);

/** The language's words, and Lingui's `_` and `t` over them, as the macros expect. */
export const useLingui = () => ({ i18n, _: translate, t: translate });

export function Trans({ id, message, values = {}, components = {} }: TransProps): ReactNode {
  // A value that is an element (a link, a bold name) is placed as an inline element of its own.
  const elements: Components = { ...components };
  const texts: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      const index = String(Object.keys(elements).length);
      elements[index] = value;
      texts[name] = `<${index}/>`;
    } else texts[name] = value;
  }
  return inlineElements(i18n._(id, texts, message === undefined ? {} : { message }), elements);
}

// An element pair (<0>text</0>) or a lone element (<1/>), as the compiled message writes them.
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/** The translation with its numbered tags made into the elements they stand for, keyed in order. */
function inlineElements(text: string, elements: Components, keyPrefix = ''): ReactNode {
  const parts: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) parts.push(rest.slice(0, match.index));
    const [, paired, children, lone] = match;
    const element = elements[(paired ?? lone) as string] ?? <Fragment />;
    const key = `${keyPrefix}${parts.length}`;
    parts.push(cloneElement(element, { key }, paired === undefined ? (element.props as { children?: ReactNode }).children : inlineElements(children ?? '', elements, `${key}.`)));
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest !== '') parts.push(rest);
  return parts.length === 1 ? parts[0] : parts;
}
