import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import styled from 'styled-components';
import type { LabelData } from '../../label/label-data';
import { Button } from '../../ui/button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ContentsCell } from './contents-cell';
import { RowEditor } from './row-editor';
import { problemText, rowsName, type ReviewRow } from './review-rows';

/** Rows on one page of the table: enough to scan, few enough that 5,000 rows stay as quick as 50. */
export const ROWS_PER_PAGE = 50;

type ReviewTableProps = {
  rows: readonly ReviewRow[];
  /** The file lists items: each order's contents and documents get a column. */
  showContents: boolean;
  onEdit: (key: number, field: keyof LabelData, text: string) => void;
  onChoose: (key: number, include: boolean) => void;
};

type Filter = 'all' | 'attention';

const firstLine = (text: string): string => text.split('\n').find((line) => line.trim() !== '') ?? '';

/** The labels to be made, a page at a time, each with its problems, an include box and an editor. */
export function ReviewTable({ rows, showContents, onEdit, onChoose }: ReviewTableProps) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  // The row being edited stays while it is fixed: else its first keystroke would take it, editor and focus, off the list.
  const shown = filter === 'all' ? rows : rows.filter((row) => row.problems.length > 0 || row.key === editing);
  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const visible = shown.slice(current * ROWS_PER_PAGE, (current + 1) * ROWS_PER_PAGE);
  const [pageNumber, pageCount] = [i18n.number(current + 1), i18n.number(pages)];

  return (
    <div>
      <Toolbar>
        <label>
          {t({ message: 'Show', context: 'review table filter: Show all rows, or rows that need attention' })}{' '}
          <select
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(0);
            }}
          >
            <option value="all">{t`All rows`}</option>
            <option value="attention">{t`Rows that need attention`}</option>
          </select>
        </label>
        <Pager aria-label={t`Review table pages`}>
          <Button type="button" $variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            <Trans>Previous page</Trans>
          </Button>
          <span>
            <Trans>
              Page {pageNumber} of {pageCount}
            </Trans>
          </span>
          <Button type="button" $variant="secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            <Trans>Next page</Trans>
          </Button>
        </Pager>
      </Toolbar>
      <Scroll>
        <Table>
          <caption>{filter === 'attention' ? t`Labels to make: rows that need attention` : t`Labels to make`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans context="review table column">Make</Trans>
              </th>
              <th scope="col">
                <Trans context="review table column">Row</Trans>
              </th>
              <th scope="col">
                <Trans context="review table column">Recipient</Trans>
              </th>
              <th scope="col">
                <Trans context="review table column">Address</Trans>
              </th>
              <th scope="col">
                <Trans context="review table column">Tracking number</Trans>
              </th>
              {showContents && (
                <th scope="col">
                  <Trans context="review table column">Contents</Trans>
                </th>
              )}
              <th scope="col">
                <Trans context="review table column">Problems</Trans>
              </th>
              <th scope="col">
                <Trans context="review table column">Edit</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <ReviewTableRow
                key={row.key}
                row={row}
                showContents={showContents}
                editing={editing === row.key}
                onEditing={setEditing}
                onEdit={onEdit}
                onChoose={onChoose}
              />
            ))}
          </tbody>
        </Table>
      </Scroll>
      {shown.length === 0 && (
        <p>
          <Trans>No rows need attention.</Trans>
        </p>
      )}
    </div>
  );
}

type ReviewTableRowProps = Omit<ReviewTableProps, 'rows'> & { row: ReviewRow; editing: boolean; onEditing: (key: number | null) => void };

// Memoised: an edit or a choice re-renders its own row, not the other 49.
const ReviewTableRow = memo(function ReviewTableRow({ row, showContents, editing, onEditing, onEdit, onChoose }: ReviewTableRowProps) {
  const { t, i18n } = useLingui();
  const name = i18n._(rowsName(row.rows));
  return (
    <>
      <tr data-attention={row.problems.length > 0 || undefined}>
        <td>
          <input
            type="checkbox"
            aria-label={t`Include ${name}`}
            checked={row.included}
            disabled={row.blocked}
            onChange={(event) => onChoose(row.key, event.target.checked)}
          />
        </td>
        <td>{row.rows.join(', ')}</td>
        <td>
          {row.recipient}
          {row.label.toCompany && <Muted>{row.label.toCompany}</Muted>}
        </td>
        <td>{firstLine(row.label.toAddress)}</td>
        <td>
          <code>{row.label.trackingNumber}</code>
        </td>
        {showContents && (
          <td>
            <ContentsCell contents={row.contents} />
          </td>
        )}
        <td>
          {row.problems.length > 0 && (
            <Problems>
              {row.problems.map((problem, index) => (
                <li key={index} data-blocking={problem.blocking || undefined}>
                  {problemText(problem, i18n)}
                </li>
              ))}
            </Problems>
          )}
        </td>
        <td>
          <Button type="button" $variant="secondary" aria-expanded={editing} onClick={() => onEditing(editing ? null : row.key)}>
            {editing ? (
              <Trans>
                Done<VisuallyHidden> {name}</VisuallyHidden>
              </Trans>
            ) : (
              <Trans>
                Edit<VisuallyHidden> {name}</VisuallyHidden>
              </Trans>
            )}
          </Button>
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={showContents ? 8 : 7}>
            <RowEditor name={name} label={row.label} problems={row.problems} onEdit={(field, text) => onEdit(row.key, field, text)} />
          </td>
        </tr>
      )}
    </>
  );
});

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  select { margin-inline-start: 6px; padding: 8px; font: inherit; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.small}; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  button:disabled { opacity: 0.5; cursor: not-allowed; }
`;

// Skipped by layout and paint while off screen, so typing in the form above never lays out 50 rows.
const Scroll = styled.div`
  content-visibility: auto;
  contain-intrinsic-size: auto 2400px;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption { padding: 10px 12px; text-align: start; font-weight: 700; }
  th, td { padding: 8px 12px; text-align: start; vertical-align: top; border-top: 1px solid ${({ theme }) => theme.color.border}; }
  th { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${({ theme }) => theme.color.textMuted}; }
  tr[data-attention] td { background: #fffbeb; }
  input[type='checkbox'] { width: 20px; height: 20px; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.8125rem; }
  button { min-height: 36px; padding: 6px 12px; }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: 18px;
  color: #92400e;
  li[data-blocking] { color: ${({ theme }) => theme.color.danger}; font-weight: 600; }
`;
