import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { use, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { MAX_BATCH_LABELS } from '../../batch/batch-limits';
import { tooManyLabelsMessage } from '../../batch/import-messages';
import { batchRowsFrom } from '../../batch/batch-rows';
import { parcelTotal } from '../../label/parcel-count';
import { guessMapping, type ColumnMapping } from '../../batch/column-mapping';
import type { ParsedTable } from '../../batch/parsed-table';
import type { LabelData } from '../../label/label-data';
import type { PrintSettings } from '../print-settings';
import { partyFields } from '../../address-book/party-record';
import { countryInSentence } from '../../address/postcode-check';
import { loadAddressReading } from '../../address/address-reading';
import { BatchCreate, type BatchBridge } from './batch-create';
import { BatchDocumentsFields } from './batch-documents-fields';
import { documentCounts } from './document-counts';
import type { DocumentsChoice } from './documents-choice';
import type { FormAccess } from './form-access';
import { readDefaults } from './read-defaults';
import { usePaperworkOf } from './use-paperwork-of';
import { useSenderCountry } from './use-sender-country';
import { ColumnMappingFields } from './column-mapping-fields';
import { ReviewTable } from './review-table';
import { reviewRows, type RowChoices, type RowEdits } from './review-rows';

export { loadAddressReading };

export type BatchReviewProps = {
  table: ParsedTable;
  source: string;
  form: FormAccess;
  settings: PrintSettings;
  bridge: BatchBridge;
  /** The Documents panel's choice: kept by the workspace, so a new import keeps it. */
  documents: DocumentsChoice;
  onDocuments: (change: Partial<DocumentsChoice>) => void;
};

const sameValues = (a: LabelData, b: LabelData): boolean => (Object.keys(a) as (keyof LabelData)[]).every((field) => a[field] === b[field]);

const mapsAny = (mapping: ColumnMapping, ids: readonly (keyof ColumnMapping)[]): boolean => ids.some((id) => mapping[id] !== null);

/** A read table: its columns matched to label fields, its rows checked and fixable, and the Create button. */
export function BatchReview({ table, source, form, settings, bridge, documents, onDocuments }: BatchReviewProps) {
  // The country formats: loaded while the file was read, so this suspends at most for a moment, once.
  const reading = use(loadAddressReading());
  const { i18n } = useLingui();
  const { locale } = i18n;
  const [mapping, setMapping] = useState<ColumnMapping>(() => guessMapping(table.headers));
  const [edits, setEdits] = useState<RowEdits>(() => new Map());
  const [choices, setChoices] = useState<RowChoices>(() => new Map());
  const [packageFromForm, setPackageFromForm] = useState(false);
  // The rows are laid out again when the sender's country changes: it decides which labels name their destination.
  const senderCountry = useSenderCountry(form, settings, reading);
  const rowsFor = useCallback(
    (formNow: LabelData) => batchRowsFrom(table, mapping, formNow, { packageFromForm, addressing: { ...reading, senderCountry, locale } }),
    [table, mapping, reading, senderCountry, packageFromForm, locale],
  );
  // The form's sender and package are read when the mapping changes; Create reads them again.
  const readAt = useMemo(() => {
    const formRead = form.read();
    return { formRead, rows: rowsFor(formRead) };
  }, [form, rowsFor]);
  const rows = readAt.rows;
  const paperworkOf = usePaperworkOf(documents, table, mapping, reading);
  const defaultsErrors = useMemo(() => readDefaults(documents, reading.readCountry).errors, [documents, reading]);
  // A row of three parcels is three labels.
  const labelTotal = useMemo(() => parcelTotal(rows.map((row) => row.label)), [rows]);
  const reviewed = useMemo(() => reviewRows(rows, edits, choices, paperworkOf), [rows, edits, choices, paperworkOf]);
  const attention = reviewed.filter((row) => row.problems.length > 0).length;
  const rowCount = table.rows.length;

  const edit = (key: number, field: keyof LabelData, text: string) =>
    setEdits((last) => new Map(last).set(key, { ...last.get(key), [field]: text }));
  const choose = (key: number, include: boolean) => setChoices((last) => new Map(last).set(key, include));
  // Stable until the rows change, so the create bar knows when a PDF no longer matches the table. While the form
  // reads as it did, the rows already checked are the ones made: a click on Create then does no work of its own.
  const labelsNow = useCallback(() => {
    const formNow = form.read();
    const current = sameValues(formNow, readAt.formRead) ? reviewed : reviewRows(rowsFor(formNow), edits, choices, paperworkOf);
    return current.filter((row) => row.included);
  }, [form, readAt, reviewed, rowsFor, edits, choices, paperworkOf]);

  return (
    <Review aria-labelledby="batch-review-title">
      <h3 id="batch-review-title">
        <Trans>
          {source}: <Plural value={rowCount} one="# row" other="# rows" />
        </Trans>
      </h3>
      {table.notes.map((note, index) => (
        <Note key={index}>{i18n._(note)}</Note>
      ))}
      <ColumnMappingFields headers={table.headers} mapping={mapping} onChange={setMapping} />
      {labelTotal > MAX_BATCH_LABELS ? (
        <Problem role="alert">{i18n._(tooManyLabelsMessage(labelTotal))}</Problem>
      ) : (
        <>
          <Summary role="status">
            {attention > 0 ? (
              <Trans>
                <Plural value={labelTotal} one="# label" other="# labels" /> · <Plural value={attention} one="# row needs attention" other="# rows need attention" />
              </Trans>
            ) : (
              <Plural value={labelTotal} one="# label" other="# labels" />
            )}
          </Summary>
          {paperworkOf === null ? (
            <Muted>
              <Trans>
                Customs forms, invoices and packing slips list each order’s items, and your file has none (no column such as “Lineitem
                name” or “Item description”): only labels are made.
              </Trans>
            </Muted>
          ) : (
            <BatchDocumentsFields choice={documents} errors={defaultsErrors} onChange={onDocuments} />
          )}
          <BatchCreate
            counts={documentCounts(reviewed)}
            labelsNow={labelsNow}
            output={documents.output}
            settings={settings}
            bridge={bridge}
            form={form}
            packageFromForm={packageFromForm}
            onPackageFromForm={setPackageFromForm}
            fileHasPackage={mapsAny(mapping, ['weight', 'dimensions'])}
            fileHasSender={mapsAny(mapping, ['fromName', 'fromFirstName', 'fromLastName', 'fromCompany', 'fromAddress', 'fromAddress1'])}
            senderCountryName={senderCountry === null ? null : countryInSentence(senderCountry, locale)}
            onChooseSender={(party) => {
              form.setValues(partyFields(party, 'from'), { shouldDirty: true });
              settings.chooseCountry('from', party.country);
            }}
          />
          <ReviewTable rows={reviewed} showContents={paperworkOf !== null} onEdit={edit} onChoose={choose} />
        </>
      )}
    </Review>
  );
}

const Review = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h3 { font-size: 1.125rem; }
`;

const Note = styled.p`
  padding: 10px 14px;
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
`;

const Problem = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

const Muted = styled.p`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Summary = styled.p`
  font-weight: 600;
`;
