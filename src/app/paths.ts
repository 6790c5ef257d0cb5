/** Every route path of the site, in one place. */
export const paths = {
  home: '/',
  generator: '/generator',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** Where the FAQ section of the home page lives; the contact page links to it. */
export const faqAnchor = 'faq';
