import { usePageMeta } from '../../seo/use-page-meta';
import { ClosingCtaSection } from './closing-cta-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { homeMeta } from './home-meta';
import { StepsSection } from './steps-section';

export function HomePage() {
  usePageMeta(homeMeta);
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StepsSection />
      <FaqSection />
      <ClosingCtaSection />
    </>
  );
}
