import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../seo/use-page-meta';
import { LegalDocument } from './legal-document';
import { termsLastUpdated } from './legal-dates';
import { termsMeta } from './legal-meta';
import { termsIntro, termsSections } from './terms-sections';

export function TermsPage() {
  const { t } = useLingui();
  usePageMeta(termsMeta);
  return <LegalDocument title={t`Terms & Conditions`} lastUpdated={termsLastUpdated} intro={termsIntro} sections={termsSections} />;
}
