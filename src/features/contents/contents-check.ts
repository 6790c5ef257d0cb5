import type { PageI18n } from '../../i18n/page-i18n';
import { contentsAdvice } from '../../contents/contents-advice';
import { contentsTotals } from '../../contents/contents-totals';
import { customsFormFor } from '../../contents/customs-form';
import { isBlankItem, readContents, type ContentsProblem } from '../../contents/read-contents';
import { readParcelWeightKg } from '../../contents/weight-units';
import type { ContentsState } from './contents-store';
import { splitValues, type ContentsValues } from './contents-values';
import { revealedRows } from './revealed-rows';
import { totalsText } from './totals-text';

/** What the editor shows from the latest check, in the visitor's words: each field's message, the totals and the form the value calls for. */
export type CheckView = {
  /** Blocking problems by form path ('items.0.weight'): values no form could print. */
  errors: ReadonlyMap<string, string>;
  /** Advice by form path: what may get a parcel held, shown but never blocking. */
  advice: ReadonlyMap<string, string>;
  totals: string;
  /** The customs form and why; null while no item is typed. */
  form: { name: 'CN 22' | 'CN 23'; sentence: string } | null;
};

/** The first message for each path, in words: the line under a field says what to fix first. */
function messagesByPath(problems: readonly ContentsProblem[], i18n: PageI18n): ReadonlyMap<string, string> {
  const messages = new Map<string, string>();
  for (const { path, message } of problems) if (!messages.has(path)) messages.set(path, i18n._(message));
  return messages;
}

/**
 * Checks the typed contents with the model and keeps what the editor shows, outside React: each field follows its
 * own message, so a keystroke re-renders the fields whose message changed and nothing else. The messages are put
 * in the visitor's words (`i18n`) as they are found, so a field compares text, not new objects.
 */
export function createContentsCheck(i18n: PageI18n) {
  const { locale } = i18n;
  let view: CheckView = { errors: new Map(), advice: new Map(), totals: i18n._(totalsText(null, false, locale)), form: null };
  let found: { problems: ContentsProblem[]; advice: ContentsProblem[] } = { problems: [], advice: [] };
  const listeners = new Set<() => void>();
  const rows = revealedRows();

  function publish(next: Partial<CheckView>): void {
    view = {
      ...view,
      ...next,
      errors: messagesByPath(found.problems.filter(rows.shows), i18n),
      advice: messagesByPath(found.advice.filter(rows.shows), i18n),
    };
    for (const listener of [...listeners]) listener();
  }

  return {
    view: (): CheckView => view,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Reads the values (`typed` is the field just typed in) and returns the state the PDF reads: null while no item is typed. */
    read(values: ContentsValues, parcelWeight: string, typed?: string): ContentsState | null {
      if (typed !== undefined) rows.typed(typed);
      const { contents, documents } = splitValues(values);
      const empty = contents.items.every(isBlankItem);
      // With no item typed nothing prints, so no "add an item" yet; a declaration field typed too long still says so.
      const { items, problems } = readContents(contents, { customsForm: documents.customsForm && !empty, weightsNeeded: documents.customsForm || documents.commercialInvoice });
      if (empty) {
        found = { problems, advice: [] };
        publish({ totals: i18n._(totalsText(null, false, locale)), form: null });
        return null;
      }
      const advice = contentsAdvice(contents, items, { parcelWeightKg: readParcelWeightKg(parcelWeight), locale });
      const totals = contentsTotals(items);
      const decision = customsFormFor(totals, documents.formChoice, locale);
      const rowsWithProblems = problems.some((problem) => problem.path.startsWith('items.'));
      found = { problems, advice };
      // No item reads cleanly yet: no value to weigh, so no form is named until one does.
      const form = items.length === 0 ? null : { name: decision.form === 'CN22' ? ('CN 22' as const) : ('CN 23' as const), sentence: i18n._(decision.sentence) };
      publish({ totals: i18n._(totalsText(totals, rowsWithProblems, locale)), form });
      return { contents, documents, blocked: problems.length > 0 };
    },
    /** Focus left an item's fieldset: every message of that row shows from now on. */
    leftRow(row: number): void {
      if (rows.left(row)) publish({});
    },
    /** A row is about to be removed: the rows after it move up, and what they revealed moves with them. */
    removedRow: (row: number): void => rows.removed(row),
  };
}

export type ContentsCheck = ReturnType<typeof createContentsCheck>;
