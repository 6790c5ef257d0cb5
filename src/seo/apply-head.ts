import type { HeadTag } from './page-meta';

const MANAGED = 'data-page-meta';

/**
 * Makes <head> hold exactly `tags` among the tags this module manages: each key once,
 * updated in place, and tags of the previous page that this one lacks removed.
 */
export function applyHead(head: HTMLHeadElement, title: string, tags: readonly HeadTag[]): void {
  head.ownerDocument.title = title;
  const wanted = new Map(tags.map((tag) => [tag.key, tag]));
  for (const element of Array.from(head.querySelectorAll(`[${MANAGED}]`))) {
    const key = element.getAttribute(MANAGED) ?? '';
    if (!wanted.has(key)) element.remove();
  }
  for (const tag of tags) {
    const existing = head.querySelector(`[${MANAGED}="${CSS.escape(tag.key)}"]`);
    const element = existing?.tagName.toLowerCase() === tag.tag ? existing : createTag(head, tag);
    if (element !== existing) existing?.remove();
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.text !== undefined && element.textContent !== tag.text) element.textContent = tag.text;
  }
}

function createTag(head: HTMLHeadElement, tag: HeadTag): Element {
  const element = head.ownerDocument.createElement(tag.tag);
  element.setAttribute(MANAGED, tag.key);
  head.append(element);
  return element;
}
