import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { ParsedTable } from '../../../batch/parsed-table';
import type { LabelData } from '../../../label/label-data';
import { batchWorkerBridge } from '../label-worker';
import type { PrintSettings } from '../settings/print-settings';
import { TableImport } from './table-import';

// The review (mapping, table, Create) is its own chunk, fetched when the visitor reaches for a file.
const loadReview = () => import('./batch-review');
const BatchReview = lazy(() => loadReview().then((module) => ({ default: module.BatchReview })));

type BatchSectionProps = { readForm: () => LabelData; settings: PrintSettings };

/** Labels for a whole day's orders: a spreadsheet in, one PDF of every label out, all in this browser. */
export function BatchSection({ readForm, settings }: BatchSectionProps) {
  const [imported, setImported] = useState<{ table: ParsedTable; source: string; id: number } | null>(null);
  return (
    <Section aria-labelledby="batch-title">
      <h2 id="batch-title">Labels from a spreadsheet</h2>
      <Intro>
        Import your orders as a CSV (Shopify, WooCommerce, Etsy, eBay and Amazon exports work as they are), check them, and get one PDF
        with a label for every row, in the label size chosen above. Nothing is uploaded.
      </Intro>
      <TableImport bridge={batchWorkerBridge} onReach={() => void loadReview()} onTable={(table, source) => setImported((last) => ({ table, source, id: (last?.id ?? 0) + 1 }))} />
      {imported && (
        <Suspense fallback={<p role="status">Loading the review…</p>}>
          <BatchReview key={imported.id} table={imported.table} source={imported.source} readForm={readForm} settings={settings} />
        </Suspense>
      )}
    </Section>
  );
}

// Contained, so typing in the label form above never lays out or repaints it.
const Section = styled.section`
  contain: content;
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-bottom: 64px;
  padding: clamp(16px, 3vw, 24px);
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.page};
  border: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: 1.375rem; }
`;

const Intro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.color.textMuted};
`;
