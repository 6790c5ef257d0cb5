import { usePageMeta } from '../../seo/use-page-meta';
import { LegalDocument } from './legal-document';
import { privacyLastUpdated } from './legal-dates';
import { privacyMeta } from './legal-meta';
import { privacyIntro, privacySections } from './privacy-sections';

export function PrivacyPage() {
  usePageMeta(privacyMeta);
  return (
    <LegalDocument title="Privacy Policy" lastUpdated={privacyLastUpdated} intro={privacyIntro} sections={privacySections} />
  );
}
