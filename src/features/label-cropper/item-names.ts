import type { CropItem } from './crop-items';

/** How a page is named to the visitor: "page 2 of ebay.pdf"; a file of one page (an image) is its file; a second label says so. */
export function itemName(item: CropItem): string {
  const page = item.pageCount > 1 ? `page ${item.page + 1} of ${item.fileName}` : item.fileName;
  return item.labelCount > 1 ? `label ${item.label + 1} of ${page}` : page;
}

/** The page number messages name (from 1), or null for a file of one page. */
export const pageNumberOf = (item: CropItem): number | null => (item.pageCount > 1 ? item.page + 1 : null);

/** "Page 2 of ebay.pdf": the name as a heading; an image's file name stays as it is written. */
export const titleOf = (item: CropItem): string => {
  const name = itemName(item);
  return name.startsWith('page ') || name.startsWith('label ') ? name.charAt(0).toUpperCase() + name.slice(1) : name;
};
