import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { currencyDigits } from '../../contents/money';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { ContentsCount, ContentsSummary, OtherDocument } from './row-paperwork';

type ContentsCellProps = { contents: ContentsSummary | null };

const OTHER_NAMES: Readonly<Record<OtherDocument, MessageDescriptor>> = {
  invoice: msg({ message: 'invoice', context: 'document an order gets' }),
  'packing slip': msg({ message: 'packing slip', context: 'document an order gets' }),
};

/** "3 items · 1.250 kg · 85.00 EUR" in the visitor's language: kilograms to the gram, an amount in its currency's digits. */
function countText(contents: ContentsCount, i18n: PageI18n): string {
  if (contents.kind === 'none') return i18n._(msg`No items`);
  if (contents.kind === 'lines') return i18n._(msg`${plural(contents.lines, { one: '# item', other: '# items' })}`);
  const { pieces, netWeightKg, value } = contents;
  const kg = netWeightKg === null ? [] : [i18n.number(netWeightKg, { style: 'unit', unit: 'kilogram', minimumFractionDigits: 3, maximumFractionDigits: 3 })];
  const digits = value === null ? 0 : currencyDigits(value.currency);
  const money = value === null ? [] : [`${i18n.number(value.amount, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${value.currency}`];
  return [i18n._(msg`${plural(pieces, { one: '# item', other: '# items' })}`), ...kg, ...money].join(' · ');
}

/** "3 items · 1.250 kg · 85.00 EUR", then the customs form made ("CN 22", or a dash read out as "No customs form") and the rest. */
export function ContentsCell({ contents }: ContentsCellProps) {
  const { i18n } = useLingui();
  if (contents === null) return null;
  return (
    <>
      {countText(contents.contents, i18n)}
      <Documents>
        {contents.form ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>
              <Trans>No customs form</Trans>
            </VisuallyHidden>
          </>
        )}
        {contents.others.map((name) => ` · ${i18n._(OTHER_NAMES[name])}`).join('')}
      </Documents>
    </>
  );
}

const Documents = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;
