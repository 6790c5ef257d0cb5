import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Say } from '../../label-reading/say';
import type { CropItem } from './crop-items';

// How a page is named to the visitor: "page 2 of ebay.pdf"; a file of one page (an image) is its file; a second label
// says so: "label 2 of page 3 of ebay.pdf". In a sentence the file's name is `quoted`: "page 2 of “ebay.pdf”". A
// title begins with a capital ("Page 2 of ebay.pdf"); a file's own name stays as it is written.

/** The page number messages name (from 1), or null for a file of one page. */
export const pageNumberOf = (item: CropItem): number | null => (item.pageCount > 1 ? item.page + 1 : null);

/** The label's number on its page (from 1), or null for the only label of its page. */
const labelNumberOf = (item: CropItem): number | null => (item.labelCount > 1 ? item.label + 1 : null);

/** The file's name as the names hold it: in the language's quotation marks within a sentence. */
const fileOf = (item: CropItem, say: Say, quoted: boolean): string =>
  quoted ? say(msg({ message: `“${item.fileName}”`, comment: 'A file’s name in a sentence: use your language’s quotation marks' })) : item.fileName;

/** The name within a sentence: "page 2 of ebay.pdf", "label 1 of page 2 of ebay.pdf", or the file's name alone. */
export function itemName(item: CropItem, say: Say, quoted = false): string {
  const file = fileOf(item, say, quoted);
  const page = pageNumberOf(item);
  const label = labelNumberOf(item);
  const named: MessageDescriptor | null =
    label !== null && page !== null ? msg`label ${plural(label, { other: '#' })} of page ${plural(page, { other: '#' })} of ${file}`
    : label !== null ? msg`label ${plural(label, { other: '#' })} of ${file}`
    : page !== null ? msg`page ${plural(page, { other: '#' })} of ${file}`
    : null;
  return named === null ? file : say(named);
}

/** The name as a heading, or to begin a sentence: "Page 2 of ebay.pdf", "Label 1 of page 2 of ebay.pdf", or the file's name. */
export function titleOf(item: CropItem, say: Say, quoted = false): string {
  const file = fileOf(item, say, quoted);
  const page = pageNumberOf(item);
  const label = labelNumberOf(item);
  const named: MessageDescriptor | null =
    label !== null && page !== null ? msg`Label ${plural(label, { other: '#' })} of page ${plural(page, { other: '#' })} of ${file}`
    : label !== null ? msg`Label ${plural(label, { other: '#' })} of ${file}`
    : page !== null ? msg`Page ${plural(page, { other: '#' })} of ${file}`
    : null;
  return named === null ? file : say(named);
}
