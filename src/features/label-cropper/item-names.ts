import type { CropItem } from './crop-items';

/**
 * How a page is named to the visitor: "page 2 of ebay.pdf"; a file of one page (an image) is its file; a second label
 * says so. In a sentence the file's name is `quoted`: "page 2 of “ebay.pdf”".
 */
export function itemName(item: CropItem, quoted = false): string {
  const file = quoted ? `“${item.fileName}”` : item.fileName;
  const page = item.pageCount > 1 ? `page ${item.page + 1} of ${file}` : file;
  return item.labelCount > 1 ? `label ${item.label + 1} of ${page}` : page;
}

/** The page number messages name (from 1), or null for a file of one page. */
export const pageNumberOf = (item: CropItem): number | null => (item.pageCount > 1 ? item.page + 1 : null);

/** "Page 2 of ebay.pdf": the name as a heading; an image's file name stays as it is written. */
export const titleOf = (item: CropItem, quoted = false): string => {
  const name = itemName(item, quoted);
  return name.startsWith('page ') || name.startsWith('label ') ? name.charAt(0).toUpperCase() + name.slice(1) : name;
};
