import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { CUSTOM_PAGES } from '../../stock/custom-stock';
import { type CustomField, type CustomPage, type CustomStockValues } from '../../stock/custom-stock-values';
import { customStockIn } from '../../stock/custom-stock-units';
import { customStockProblems } from '../../stock/custom-stock-problems';
import { CUSTOM_PAGE_NAMES } from '../../stock/stock-words';
import { media } from '../../theme/theme';
import { SelectField } from '../../ui/form-field';
import { CustomSizeField } from './custom-size-field';
import { lengthIn, UNIT_SYMBOLS } from './figures';

// Lazy-loaded by print-settings-card.tsx when "Custom size…" is chosen. None of these controls has a `name`
// (see CustomSizeField): the page's early-edits code reads the prerendered form's named controls.

/** The sheet's figures, in the order they are read off a template: the grid, then where it starts, then its gaps. */
const SHEET_FIELDS: readonly { field: CustomField; label: MessageDescriptor; isLength: boolean }[] = [
  { field: 'columns', label: msg({ message: 'Columns', context: 'custom sheet field: labels across the sheet' }), isLength: false },
  { field: 'rows', label: msg({ message: 'Rows', context: 'custom sheet field: labels down the sheet' }), isLength: false },
  { field: 'left', label: msg`Left margin`, isLength: true },
  { field: 'top', label: msg`Top margin`, isLength: true },
  { field: 'gapAcross', label: msg`Gap between columns`, isLength: true },
  { field: 'gapDown', label: msg`Gap between rows`, isLength: true },
];

const PAGE_IDS = Object.keys(CUSTOM_PAGES) as CustomPage[];

type CustomSizeFieldsProps = { values: CustomStockValues; onChange: (values: CustomStockValues) => void };

/**
 * The visitor's own stock: a single label, or a sheet of them on an A4 or Letter page. Every figure is checked as it
 * is typed, with the problem beside its field; the values go to `onChange` on every keystroke, problems and all.
 */
export function CustomSizeFields({ values, onChange }: CustomSizeFieldsProps) {
  const { t, i18n } = useLingui();
  const problems = customStockProblems(values, lengthIn(i18n));
  const isSheet = values.kind === 'sheet';
  const unit = i18n._(UNIT_SYMBOLS[values.unit]);
  const figure = (field: CustomField, label: MessageDescriptor, isLength: boolean) => {
    const name = i18n._(label);
    const problem = problems[field];
    return (
      <CustomSizeField
        key={field}
        label={isLength ? t({ message: `${name} (${unit})`, comment: 'A size field’s name, then its unit’s symbol (mm or in)' }) : name}
        value={values[field]}
        error={problem === undefined ? undefined : i18n._(problem)}
        inputMode={isLength ? 'decimal' : 'numeric'}
        onValue={(value) => onChange({ ...values, [field]: value })}
      />
    );
  };

  return (
    <Group>
      <legend>
        <Trans>Custom size</Trans>
      </legend>
      <Grid>
        <WholeRow>
          <SelectField label={t`Custom stock is`} value={values.kind} onChange={(event) => onChange({ ...values, kind: event.target.value === 'sheet' ? 'sheet' : 'label' })}>
            <option value="label">{t`A single label (roll or thermal)`}</option>
            <option value="sheet">{t`A sheet of labels`}</option>
          </SelectField>
        </WholeRow>
        <SelectField label={t({ message: 'Unit', context: 'unit of length: mm or inches' })} value={values.unit} onChange={(event) => onChange(customStockIn(values, event.target.value === 'mm' ? 'mm' : 'in'))}>
          <option value="mm">{t`Millimetres (mm)`}</option>
          <option value="in">{t`Inches (in)`}</option>
        </SelectField>
        {isSheet ? (
          <SelectField label={t`Page size`} value={values.page} onChange={(event) => onChange({ ...values, page: event.target.value === 'a4' ? 'a4' : 'letter' })}>
            {PAGE_IDS.map((page) => (
              <option key={page} value={page}>
                {i18n._(CUSTOM_PAGE_NAMES[page])}
              </option>
            ))}
          </SelectField>
        ) : (
          <Spacer />
        )}
        {figure('width', msg`Label width`, true)}
        {figure('height', msg`Label height`, true)}
        {isSheet && SHEET_FIELDS.map(({ field, label, isLength }) => figure(field, label, isLength))}
      </Grid>
      {isSheet && (
        <Note>
          <Trans>The margins are from the page’s left and top edges to the first label; the gaps are between neighbouring labels.</Trans>
        </Note>
      )}
    </Group>
  );
}

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 14px 16px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  && > legend {
    padding: 0 6px;
    margin-inline-start: -6px;
    font-size: 1rem;
    font-weight: 700;
  }
`;

// One column on phones; two on wider screens, so width and height, columns and rows, sit side by side.
const Grid = styled.div`
  display: grid;
  gap: 12px 16px;
  align-items: start;
  ${media.notNarrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const WholeRow = styled.div`
  grid-column: 1 / -1;
`;

// Keeps width and height on a row of their own beside each other when there is no page size beside the unit.
const Spacer = styled.div`
  display: none;
  ${media.notNarrow} {
    display: block;
  }
`;

const Note = styled.p`
  margin-top: 12px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
