import type { HeadTag } from './page-meta';

// Pure: the same head tags the browser applies, written as HTML for the static pages the build emits.

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

export function headTagHtml(tag: HeadTag): string {
  const attributes = Object.entries({ ...tag.attributes, 'data-page-meta': tag.key })
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  if (tag.tag === 'script') return `<script ${attributes}>${tag.text ?? ''}</script>`;
  return `<${tag.tag} ${attributes} />`;
}

/** `html` with its <title> replaced and the tags added at the end of <head>. */
export function withHead(html: string, title: string, tags: readonly HeadTag[]): string {
  const head = tags.map((tag) => `    ${headTagHtml(tag)}`).join('\n');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${head}\n  </head>`);
}
