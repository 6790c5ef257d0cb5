import styled from 'styled-components';
import type { RowProblem } from '../../batch/row-problems';
import { FIELD_NAMES } from '../../batch/row-problems';
import type { LabelData, LabelField } from '../../label/label-data';
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

/** A row's label fields, fixed in place: each change re-checks the row at once. */
export function RowEditor({ name, label, problems, onEdit }: RowEditorProps) {
  return (
    <Editor aria-label={`Edit ${name}`}>
      {EDITABLE.map(({ field, multiline }) => {
        const fieldLabel = `${FIELD_NAMES[field]}, ${name}`;
        const error = problems.find((problem) => problem.field === field)?.text;
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
