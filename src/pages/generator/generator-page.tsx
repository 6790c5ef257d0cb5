import { usePageMeta } from '../../seo/use-page-meta';
import { Container } from '../../ui/container';
import { PageHeading } from '../../ui/page-heading';
import { generatorMeta } from './generator-meta';

export function GeneratorPage() {
  usePageMeta(generatorMeta);
  return (
    <Container>
      <PageHeading title="Shipping Label Generator" subtitle="Create professional shipping labels instantly" />
    </Container>
  );
}
