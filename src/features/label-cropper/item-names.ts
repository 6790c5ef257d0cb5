import type { CropItem } from './crop-items';

/** How a page is named to the visitor: "page 2 of ebay.pdf"; an image is its file; a second label says so. */
export function itemName(item: CropItem): string {
  const page = item.kind === 'pdf' ? `page ${item.page + 1} of ${item.fileName}` : item.fileName;
  return item.labelCount > 1 ? `label ${item.label + 1} of ${page}` : page;
}

/** The page number messages name (from 1), or null for an image, a page of its own. */
export const pageNumberOf = (item: CropItem): number | null => (item.kind === 'pdf' ? item.page + 1 : null);

/** "Page 2 of ebay.pdf": the name at the start of a sentence or a heading. */
export const titleOf = (item: CropItem): string => {
  const name = itemName(item);
  return name.charAt(0).toUpperCase() + name.slice(1);
};
