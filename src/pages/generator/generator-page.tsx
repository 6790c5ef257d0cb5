import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { labelFrom, type LabelData } from '../../label/label-data';
import { SAMPLE_LABEL } from '../../label/sample-label';
import { usePageMeta } from '../../seo/use-page-meta';
import { media } from '../../theme/theme';
import { Container } from '../../ui/container';
import { PageHeading } from '../../ui/page-heading';
import { useReachOrIdle } from '../../ui/use-reach-or-idle';
import { createPdfActions, PdfActionButton, usePreparedPdf } from '../../features/pdf-delivery';
import { BatchSection, type FormAccess } from '../../features/batch';
import { LabelForm, postedLabel, rememberPrintedRecipient, useEarlyEdits, useLengthMessages } from '../../features/label-form';
import { livePreview, PreviewPanel } from '../../features/label-preview';
import { createPrintSettings } from '../../features/print-settings';
import { contentsPart } from '../../features/contents';
import { zplPart } from '../../features/zpl-delivery';
import { generatorMeta } from './generator-meta';
import { NoScriptNotice } from './no-script-notice';

const loadWhenLive = () => {
  livePreview.load();
  contentsPart.load();
  zplPart.load();
};

export function GeneratorPage() {
  const { t } = useLingui();
  usePageMeta(generatorMeta);
  // No validation rules: useLengthMessages checks each field's length as it is typed, for a fraction of the cost.
  const { register, control, subscribe, getValues, getFieldState, setValue, setValues, setError, clearErrors, setFocus } = useForm<LabelData>({
    defaultValues: SAMPLE_LABEL,
  });
  const readLabel = useCallback(() => labelFrom(getValues()), [getValues]);
  // For the batch: it reads and follows the form, and takes the visitor to its fields.
  const form = useMemo<FormAccess>(() => ({ read: readLabel, subscribe, setFocus, setValues }), [readLabel, subscribe, setFocus, setValues]);
  const [settings] = useState(() => createPrintSettings());
  useEarlyEdits({ setValue, settings });
  useLengthMessages({ subscribe, getValues, getFieldState, setError, clearErrors });
  // The label as it prints: each address in its chosen country's order.
  const readPrinted = useCallback(() => postedLabel(readLabel(), settings.getCountries()), [readLabel, settings]);
  usePreparedPdf(subscribe, readPrinted, settings);
  // What Download, Print and the ZPL buttons make: the label as it prints, on the chosen stock.
  const readRequest = useCallback(() => ({ label: readPrinted(), options: settings.get() }), [readPrinted, settings]);
  const [actions] = useState(() =>
    createPdfActions(
      readRequest,
      () => rememberPrintedRecipient(getValues(), settings.getCountries().to),
    ),
  );
  const columns = useRef<HTMLDivElement>(null);
  const printHint = t({
    message: 'Print at 100 % (“Actual size”), not “Fit to page”.',
    comment: '“Actual size” and “Fit to page” are choices of the browser’s print dialog: use the names your language’s browsers give them',
  });
  useReachOrIdle(columns, loadWhenLive);

  // useForm re-renders this component once, in a layout effect, when the form is ready. The page below
  // depends only on functions that never change, so that render reuses it rather than redoing every part.
  return useMemo(
    () => (
    <Container>
      <PageHeading title={t`Shipping Label Generator`} subtitle={t`Create professional shipping labels instantly`} />
      <NoScriptNotice />
      <CropperLink>
        <Trans>
          Already have a label from your carrier? <Link to={paths.labelCropper}>Crop it to your label size</Link>
        </Trans>
      </CropperLink>
      <Columns ref={columns}>
        <LabelForm
          register={register}
          subscribe={subscribe}
          control={control}
          getValues={getValues}
          setValues={setValues}
          settings={settings}
          actions={<PdfActionButton job="print" actions={actions} hint={printHint} />}
        />
        <PreviewPanel
          subscribe={subscribe}
          readLabel={readLabel}
          settings={settings}
          actions={<PdfActionButton job="download" actions={actions} />}
          footer={<zplPart.Part settings={settings} readRequest={readRequest} />}
        />
      </Columns>
      <contentsPart.Part readLabel={readLabel} followLabel={subscribe} countries={settings} />
      <BatchSection form={form} settings={settings} />
    </Container>
    ),
    [register, control, subscribe, getValues, setValues, readLabel, settings, actions, columns, form, readRequest, t, printHint],
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
