import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { MAX_IMPORT_BYTES, TEMPLATE_FILE_NAME } from '../../batch/batch-limits';
import { fileTooLargeMessage } from '../../batch/import-messages';
import type { ParsedTable } from '../../batch/parsed-table';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import type { LabelWorkerBridge } from '../label-worker';

type TableImportProps = {
  bridge: Pick<LabelWorkerBridge, 'readTable' | 'prepareImport' | 'prepareBatch'>;
  /** The visitor reached for a file or the paste box: the time to fetch what an import needs. */
  onReach: () => void;
  onTable: (table: ParsedTable, source: string) => void;
};

const messages = {
  failed: msg`The file could not be read. Please try again.`,
  nothingPasted: msg`Paste rows copied from your spreadsheet first, with the header row.`,
} as const;

/** Choose a file, drop one, or paste rows; each is read by the batch worker, never on the page's thread. */
export function TableImport({ bridge, onReach, onTable }: TableImportProps) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [reading, setReading] = useState(false);
  const live = useHydrated();
  const [dragging, setDragging] = useState(false);
  const pasted = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), paste: useId(), hint: useId() };
  const maxMegabytes = i18n.number(MAX_IMPORT_BYTES / (1024 * 1024));
  const prepared = useRef({ import: false, batch: false });
  // The batch worker starts when the visitor reaches for a file or the paste box, not for every visit.
  const prepare = () => {
    if (prepared.current.import) return;
    prepared.current.import = true;
    void bridge.prepareImport();
    onReach();
  };
  // The workers that make the labels warm up once a table is read, while the visitor looks it over.
  const prepareBatch = () => {
    if (prepared.current.batch) return;
    prepared.current.batch = true;
    void bridge.prepareBatch();
  };

  async function read(input: Uint8Array<ArrayBuffer> | string, source: string): Promise<void> {
    setReading(true);
    setError(null);
    const outcome = await bridge.readTable(input);
    setReading(false);
    if (outcome.kind !== 'done') return setError(outcome.kind === 'failed' ? messages.failed : null);
    if (outcome.value.kind === 'unreadable') return setError(outcome.value.message);
    prepareBatch();
    onTable(outcome.value.table, source);
  }

  async function readFile(file: File | undefined): Promise<void> {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return setError(fileTooLargeMessage(file.size, i18n.locale));
    await read(new Uint8Array(await file.arrayBuffer()), file.name);
  }

  // A file chosen on the prerendered page, before this code ran, is still in the input, and choosing the same
  // file again would not tell us: it is read once the page is live.
  const readEarlyFile = useEffectEvent(() => {
    const input = fileInput.current;
    const early = input?.files?.[0];
    if (!input || !early) return;
    input.value = '';
    prepare();
    void readFile(early);
  });
  useEffect(() => readEarlyFile(), []);

  function drop(event: DragEvent): void {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  }

  return (
    <Import onPointerEnter={prepare} onFocus={prepare} onDragEnter={prepare}>
      <DropZone
        $dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor={ids.file}>
          <Trans>Choose a CSV file</Trans>
        </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          aria-describedby={ids.hint}
          onChange={(event) => {
            void readFile(event.target.files?.[0]);
            event.target.value = ''; // choosing the same file again reads it again
          }}
        />
        <p id={ids.hint}>
          <Trans>CSV, TSV or .txt from your spreadsheet or shop, up to {maxMegabytes} MB, or drop it here. It is read on this device only.</Trans>
        </p>
        <a href={`/${TEMPLATE_FILE_NAME}`} download>
          <Trans>Download the template CSV</Trans>
        </a>
      </DropZone>
      <Paste>
        <label htmlFor={ids.paste}>
          <Trans>Or paste rows from a spreadsheet</Trans>
        </label>
        <textarea id={ids.paste} ref={pasted} rows={4} spellCheck={false} placeholder={t`Copy the rows with their header row, then paste here`} />
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={reading || !live}
          onClick={() => {
            const text = pasted.current?.value ?? '';
            if (text.trim() === '') return setError(messages.nothingPasted);
            if (!reading) void read(text, t`Pasted rows`);
          }}
        >
          <Trans>Read pasted rows</Trans>
        </Button>
      </Paste>
      <Status role="status">{reading ? t`Reading…` : ''}</Status>
      {error && <ErrorMessage role="alert">{i18n._(error)}</ErrorMessage>}
    </Import>
  );
}

const Import = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const DropZone = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  border: 2px dashed ${({ $dragging, theme }) => ($dragging ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ $dragging, theme }) => ($dragging ? theme.color.primarySoft : theme.color.surface)};
  label { font-weight: 700; }
  input { max-width: 100%; }
  p { font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
  a { font-weight: 600; color: ${({ theme }) => theme.color.primary}; }
`;

const Paste = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  label { font-weight: 700; }
  textarea {
    width: 100%;
    padding: 10px 12px;
    font: inherit;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    resize: vertical;
  }
`;

const Status = styled.p`
  grid-column: 1 / -1;
  &:empty { display: none; }
`;

const ErrorMessage = styled.p`
  grid-column: 1 / -1;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;
