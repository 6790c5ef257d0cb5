import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../seo/use-page-meta';
import { CropperWorkspace } from '../../features/label-cropper';
import { Container } from '../../ui/container';
import { PageHeading } from '../../ui/page-heading';
import { labelCropperMeta } from './label-cropper-meta';

/** The label cropper: labels bought from carriers, cropped, turned and fitted onto the visitor's own stock. */
export function LabelCropperPage() {
  const { t } = useLingui();
  usePageMeta(labelCropperMeta);
  return (
    <Container>
      <PageHeading
        title={t`Label Cropper`}
        subtitle={t({
          message: 'Crop any shipping label to 4 × 6 — free, private, in your browser',
          comment: '4 × 6 is the 4 × 6 inch label size of thermal label printers',
        })}
      />
      <CropperWorkspace />
    </Container>
  );
}
