// A page's title and canonical URL: all the page's own code needs to tell whether <head> already shows it.

export function documentTitle(title: string, brand: string): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} - ${brand}`;
}

export function canonicalUrl(origin: string, pathname: string): string {
  return new URL(pathname, `${origin}/`).href;
}
