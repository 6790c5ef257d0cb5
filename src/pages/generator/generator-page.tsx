import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { labelFrom, type LabelData } from '../../label/label-data';
import { SAMPLE_LABEL } from '../../label/sample-label';
import { usePageMeta } from '../../seo/use-page-meta';
import { media } from '../../theme/theme';
import { Container } from '../../ui/container';
import { deferredPart } from '../../ui/deferred-part';
import { PageHeading } from '../../ui/page-heading';
import { useReachOrIdle } from '../../ui/use-reach-or-idle';
import { PdfActionButton } from './actions/pdf-action-button';
import { createPdfActions } from './actions/pdf-actions';
import { usePreparedPdf } from './actions/use-prepared-pdf';
import { BatchSection } from './batch/batch-section';
import type { FormAccess } from './batch/form-access';
import { postedLabel } from './form/address-posting-loader';
import { LabelForm } from './form/label-form';
import { useLengthMessages } from './form/use-length-messages';
import { useEarlyEdits } from './early-edits';
import { generatorMeta } from './generator-meta';
import { NoScriptNotice } from './no-script-notice';
import { livePreview, PreviewPanel } from './preview/preview-panel';
import { createPrintSettings } from './settings/print-settings';

// The contents and customs section's closed shell, fetched with the live preview; its editor loads when opened.
const contentsSection = deferredPart(() => import('../../features/contents/contents-section').then((module) => module.ContentsSection));

const loadWhenLive = () => {
  livePreview.load();
  contentsSection.load();
};

export function GeneratorPage() {
  usePageMeta(generatorMeta);
  // No validation rules: useLengthMessages checks each field's length as it is typed, for a fraction of the cost.
  const { register, control, subscribe, getValues, getFieldState, setValue, setValues, setError, clearErrors, setFocus } = useForm<LabelData>({
    defaultValues: SAMPLE_LABEL,
  });
  const readLabel = useCallback(() => labelFrom(getValues()), [getValues]);
  // For the batch: it reads and follows the form, and takes the visitor to its fields.
  const form = useMemo<FormAccess>(() => ({ read: readLabel, subscribe, setFocus }), [readLabel, subscribe, setFocus]);
  const [settings] = useState(() => createPrintSettings());
  useEarlyEdits({ setValue, settings });
  useLengthMessages({ subscribe, getValues, getFieldState, setError, clearErrors });
  // The label as it prints: each address in its chosen country's order.
  const readPrinted = useCallback(() => postedLabel(readLabel(), settings.getCountries()), [readLabel, settings]);
  usePreparedPdf(subscribe, readPrinted, settings);
  const [actions] = useState(() => createPdfActions(() => ({ label: readPrinted(), options: settings.get() })));
  const columns = useRef<HTMLDivElement>(null);
  useReachOrIdle(columns, loadWhenLive);

  // useForm re-renders this component once, in a layout effect, when the form is ready. The page below
  // depends only on functions that never change, so that render reuses it rather than redoing every part.
  return useMemo(
    () => (
    <Container>
      <PageHeading title="Shipping Label Generator" subtitle="Create professional shipping labels instantly" />
      <NoScriptNotice />
      <CropperLink>
        Already have a label from your carrier? <Link to={paths.labelCropper}>Crop it to your label size</Link>
      </CropperLink>
      <Columns ref={columns}>
        <LabelForm
          register={register}
          subscribe={subscribe}
          control={control}
          getValues={getValues}
          setValues={setValues}
          settings={settings}
          actions={<PdfActionButton job="print" actions={actions} hint="Print at 100 % (“Actual size”), not “Fit to page”." />}
        />
        <PreviewPanel subscribe={subscribe} readLabel={readLabel} settings={settings} actions={<PdfActionButton job="download" actions={actions} />} />
      </Columns>
      <contentsSection.Part readLabel={readLabel} />
      <BatchSection form={form} settings={settings} />
    </Container>
    ),
    [register, control, subscribe, getValues, setValues, readLabel, settings, actions, columns, form],
  );
}

const CropperLink = styled.p`
  margin: -8px 0 20px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  a { color: ${({ theme }) => theme.color.primary}; font-weight: 600; }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  padding-bottom: 32px;
  ${media.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
