import { useLingui } from '@lingui/react/macro';
import { forgetEverythingPart } from '../../features/device-book';
import { usePageMeta } from '../../seo/use-page-meta';
import { useWhenPageIdle } from '../../ui/when-idle';
import { LegalDocument } from './legal-document';
import { privacyLastUpdated } from './legal-dates';
import { privacyMeta } from './legal-meta';
import { privacyIntro, privacySections } from './privacy-sections';

export function PrivacyPage() {
  const { t } = useLingui();
  usePageMeta(privacyMeta);
  // "Forget everything on this device" needs the book's code, fetched once the page is live.
  useWhenPageIdle(forgetEverythingPart.load);
  return (
    <LegalDocument title={t`Privacy Policy`} lastUpdated={privacyLastUpdated} intro={privacyIntro} sections={privacySections} />
  );
}
