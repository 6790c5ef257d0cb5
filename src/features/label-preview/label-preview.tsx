import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useSyncExternalStore } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import styled from 'styled-components';
import { barcodeValue } from '../../label/barcode-rules';
import { cutToLimits, withinLimits } from '../../label/field-limits';
import { textCoverage } from '../../label/fonts-needed';
import { parcelCount } from '../../label/parcel-count';
import { logoShape } from '../../label/sender-logo';
import { logoStore, useSenderLogo } from '../sender-logo';
import { labelFrom, type LabelData } from '../../label/label-data';
import { SAMPLE_LABEL } from '../../label/sample-label';
import { isSheet, slotCount } from '../../stock/stock-geometry';
import { mmSizeText } from '../../stock/stock-names';
import { shownSize } from '../../stock/stock-words';
import { useHydrated } from '../../ui/use-hydrated';
import { postedLabel, useValuesAtPause } from '../label-form';
import { figureIn, NO_COUNTRIES, type PrintSettings } from '../print-settings';
import { FaceView } from './face-view';
import { PreviewFonts } from './preview-fonts';
import { previewNotes, printsQuestionMarks } from './preview-notes';
import { useFaceLayout } from './use-face-layout';
import { usePreviewBarcode } from './use-preview-barcode';
import { usePrintOptions } from '../print-settings';
import { useShownStock } from './use-shown-stock';

type LabelPreviewProps = { subscribe: UseFormSubscribe<LabelData>; readLabel: () => LabelData; settings: PrintSettings };

/**
 * The live label, laid out by the same model as the PDF for the chosen size: same sections, same rows,
 * same line breaks. It alone follows the form's values, so typing re-renders this preview and nothing
 * else, and never waits for it (see useValuesAtPause).
 */
export function LabelPreview({ subscribe, readLabel, settings }: LabelPreviewProps) {
  const { t, i18n } = useLingui();
  // Taking over the prerendered label, it first draws what the build drew, whatever was typed since; the values
  // typed meanwhile follow at once.
  const values = useValuesAtPause(subscribe, readLabel, useHydrated() ? undefined : SAMPLE_LABEL);
  const { stock, options, invalid } = useShownStock(usePrintOptions(settings));
  // With a country chosen, an address shows as it prints: in that country's order.
  const countries = useSyncExternalStore(settings.subscribe, settings.getCountries, () => NO_COUNTRIES);
  const label = useMemo(() => postedLabel(labelFrom(values), countries), [values, countries]);
  // A field past its limit is marked in the form and makes no PDF; the preview shows it cut to the limit.
  const fits = useMemo(() => withinLimits(label), [label]);
  const shown = useMemo(() => (fits ? label : cutToLimits(label)), [label, fits]);
  const logo = useSenderLogo();
  const shape = useMemo(() => logoShape(logo), [logo]);
  const { layout, fontsFailed } = useFaceLayout(shown, stock, options, shape);
  // Made once a logo, not each render: typing redraws the preview, the logo stays.
  const shownLogo = useMemo(() => (logo === null ? null : { url: logoStore.url() ?? '' }), [logo]);
  const coverage = useMemo(() => ({ ...textCoverage(Object.values(shown)), unsupported: printsQuestionMarks(layout, shown) }), [layout, shown]);
  const barcode = usePreviewBarcode(barcodeValue(label), options);
  const size = shownSize(stock, i18n);
  const notes = previewNotes(layout, stock, options, { barcodeTooLong: barcode !== null && 'tooLong' in barcode, cut: !fits, coverage, fontsFailed, invalidStock: invalid, parcels: parcelCount(label) ?? 1 }, size);
  const count = layout.faces.length;
  // The laid-out face: on a continuous roll, as long as this label.
  const faceSize = mmSizeText(layout.faceMm, figureIn(i18n));
  const { startSlot } = options;
  const slots = slotCount(stock);

  return (
    <Wrapper>
      <PreviewFonts />
      <Facts>{isSheet(stock) ? <Trans>{faceSize} · label {startSlot} of {slots} on the sheet</Trans> : faceSize}</Facts>
      <Notes role="status">
        {notes.map((note) => {
          const text = i18n._(note);
          return <p key={text}>{text}</p>;
        })}
      </Notes>
      <Faces id="shipping-label" aria-label={t`Shipping label preview`} dir="ltr">
        {layout.faces.map((face, index) => {
          const number = index + 1;
          return (
            <FaceView
              key={index}
              face={face}
              faceMm={layout.faceMm}
              barcode={barcode}
              logo={shownLogo}
              name={count > 1 ? t`Label ${number} of ${count}, ${size}` : t`Label, ${size}`}
              caption={count > 1 ? t`Label ${number} of ${count}` : null}
            />
          );
        })}
      </Faces>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Facts = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

const Notes = styled.div`
  font-size: 0.9375rem;
  color: #92400e;
  p {
    padding: 8px 12px;
    border-inline-start: 4px solid #d97706;
    background: #fffbeb;
  }
  p + p { margin-top: 6px; }
`;

const Faces = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
`;
