import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { RowProblem } from '../../batch/row-problems';
import { FIELD_NAMES } from '../../batch/field-names';
import type { LabelData, LabelField } from '../../label/label-data';
import { problemText } from './review-rows';
import { TextAreaField, TextField } from '../../ui/form-field';

type RowEditorProps = { name: string; label: LabelData; problems: readonly RowProblem[]; onEdit: (field: LabelField, text: string) => void };

// What a file usually gets wrong; the sender comes from the form above, and is fixed there for every row.
const EDITABLE: readonly { field: LabelField; multiline?: boolean }[] = [
  { field: 'toName' },
  { field: 'toCompany' },
  { field: 'toAddress', multiline: true },
  { field: 'toPhone' },
  { field: 'trackingNumber' },
  { field: 'reference' },
  { field: 'parcels' },
  { field: 'weight' },
  { field: 'dimensions' },
  { field: 'customMessage', multiline: true },
];

/** A row's label fields, fixed in place: each change re-checks the row at once. `name` names its rows: "row 14". */
export function RowEditor({ name, label, problems, onEdit }: RowEditorProps) {
  const { t, i18n } = useLingui();
  return (
    <Editor aria-label={t`Edit ${name}`}>
      {EDITABLE.map(({ field, multiline }) => {
        const fieldName = i18n._(FIELD_NAMES[field]);
        const fieldLabel = t({ message: `${fieldName}, ${name}`, comment: 'A field of one row in the batch’s table: “Recipient name, row 14”' });
        const problem = problems.find((candidate) => candidate.field === field);
        const error = problem === undefined ? undefined : problemText(problem, i18n);
        const common = { label: fieldLabel, value: label[field], error, onChange: (event: { target: { value: string } }) => onEdit(field, event.target.value) };
        return multiline ? <TextAreaField key={field} rows={3} {...common} /> : <TextField key={field} {...common} />;
      })}
    </Editor>
  );
}

const Editor = styled.fieldset`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  margin: 0;
  padding: 4px 0;
  border: 0;
`;
