import type { PageI18n } from '../../i18n/page-i18n';
import { msg } from '@lingui/core/macro';
import { paths } from '../../config/paths';
import type { SiteConfig } from '../../config/site-config';
import { canonicalUrl } from '../../seo/page-address';
import type { StructuredData } from '../../seo/page-meta';
import { faqItems } from './faq-items';

/**
 * schema.org description of the organisation, the site, its FAQ and the free web application, in the page's language:
 * search results show its FAQ and the application's name.
 */
export function homeStructuredData(site: SiteConfig, i18n: PageI18n): StructuredData[] {
  const home = canonicalUrl(site.origin, paths.home);
  const organization = { '@id': `${home}#organization` };
  const siteName = site.name;
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
        name: i18n._(item.question),
        acceptedAnswer: { '@type': 'Answer', text: i18n._(item.answer) },
      })),
    },
    {
      '@type': 'WebApplication',
      name: i18n._(msg({ message: `${siteName} Shipping Label Generator`, comment: '{siteName} is the site’s name, ShipLabel' })),
      url: canonicalUrl(site.origin, paths.generator),
      applicationCategory: 'BusinessApplication',
      operatingSystem: i18n._(msg`Any (runs in a web browser)`),
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      publisher: organization,
    },
  ];
}
