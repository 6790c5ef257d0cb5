import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ParsedTable } from '../../batch/parsed-table';
import { batchWorkerBridge } from '../label-worker';
import type { PrintSettings } from '../print-settings';
import { DEFAULT_DOCUMENTS_CHOICE, type DocumentsChoice } from './documents-choice';
import type { FormAccess } from './form-access';
import { TableImport } from './table-import';

// The review (mapping, table, Create) is its own chunk, fetched when the visitor reaches for a file.
// With it, the country formats its addresses are laid out by.
const loadReview = () => import('./batch-review').then(async (module) => (await module.loadAddressReading(), module));
const BatchReview = lazy(() => loadReview().then((module) => ({ default: module.BatchReview })));

export type BatchWorkspaceProps = { form: FormAccess; settings: PrintSettings; onLive: () => void };

/** The batch section's working part: the import controls, then the review of what was imported. */
export function BatchWorkspace({ form, settings, onLive }: BatchWorkspaceProps) {
  const [imported, setImported] = useState<{ table: ParsedTable; source: string; id: number } | null>(null);
  // Which documents a batch makes outlives an import: the seller's next export wants the same.
  const [documents, setDocuments] = useState<DocumentsChoice>(DEFAULT_DOCUMENTS_CHOICE);
  const changeDocuments = useCallback((change: Partial<DocumentsChoice>) => setDocuments((last) => ({ ...last, ...change })), []);
  useEffect(onLive, [onLive]);
  return (
    <>
      <TableImport bridge={batchWorkerBridge} onReach={() => void loadReview()} onTable={(table, source) => setImported((last) => ({ table, source, id: (last?.id ?? 0) + 1 }))} />
      {imported && (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading the review…</Trans>
            </p>
          }
        >
          <BatchReview
            key={imported.id}
            table={imported.table}
            source={imported.source}
            form={form}
            settings={settings}
            bridge={batchWorkerBridge}
            documents={documents}
            onDocuments={changeDocuments}
          />
        </Suspense>
      )}
    </>
  );
}
