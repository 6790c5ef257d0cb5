import { paths } from '../../config/paths';
import type { SiteConfig } from '../../config/site-config';
import { canonicalUrl } from '../../seo/page-address';
import type { StructuredData } from '../../seo/page-meta';
import { faqItems } from './faq-items';

/** schema.org description of the organisation, the site, its FAQ and the free web application. */
export function homeStructuredData(site: SiteConfig): StructuredData[] {
  const home = canonicalUrl(site.origin, paths.home);
  const organization = { '@id': `${home}#organization` };
  return [
    {
      '@type': 'Organization',
      ...organization,
      name: site.name,
      url: home,
      logo: canonicalUrl(site.origin, '/favicon.svg'),
      email: site.supportEmail,
      contactPoint: { '@type': 'ContactPoint', email: site.supportEmail, contactType: 'customer support' },
    },
    { '@type': 'WebSite', '@id': `${home}#website`, name: site.name, url: home, publisher: organization },
    {
      '@type': 'FAQPage',
      '@id': `${home}#faq`,
      mainEntity: faqItems.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
    {
      '@type': 'WebApplication',
      name: `${site.name} Shipping Label Generator`,
      url: canonicalUrl(site.origin, paths.generator),
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Any (runs in a web browser)',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      publisher: organization,
    },
  ];
}
