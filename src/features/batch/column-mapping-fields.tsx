import { memo } from 'react';
import styled from 'styled-components';
import { BATCH_COLUMNS, type BatchColumn, type ColumnGroup } from '../../batch/batch-columns';
import type { ColumnMapping } from '../../batch/column-mapping';
import { SelectField } from '../../ui/form-field';

type ColumnMappingFieldsProps = { headers: readonly string[]; mapping: ColumnMapping; onChange: (mapping: ColumnMapping) => void };

const GROUPS: readonly { group: ColumnGroup; title: string; unmapped: string }[] = [
  { group: 'recipient', title: 'Recipient', unmapped: 'Not in the file' },
  { group: 'sender', title: 'Sender', unmapped: 'From the form above' },
  { group: 'package', title: 'Package', unmapped: 'From the form above' },
  { group: 'order', title: 'Order', unmapped: 'Not in the file' },
];

// Tracking numbers differ per parcel: one from the form on every label would be wrong.
const unmappedText = (column: BatchColumn, fallback: string): string => (column.id === 'trackingNumber' ? 'Not in the file' : fallback);

/** One select per field, labelled by the field's name, offering the file's columns; matched ones are chosen already. */
export const ColumnMappingFields = memo(function ColumnMappingFields({ headers, mapping, onChange }: ColumnMappingFieldsProps) {
  const matched = BATCH_COLUMNS.filter((column) => mapping[column.id] !== null).length;
  return (
    <Details>
      <summary>
        Columns: {matched} matched to label fields. Change a match
      </summary>
      <p>Rows that share an order number become one label. Address parts are joined in order: lines, city, state/province, postcode, country.</p>
      <Groups>
        {GROUPS.map(({ group, title, unmapped }) => (
          <fieldset key={group}>
            <legend>{title}</legend>
            {BATCH_COLUMNS.filter((column) => column.group === group).map((column) => (
              <SelectField
                key={column.id}
                label={column.name}
                value={mapping[column.id] ?? ''}
                onChange={(event) => onChange({ ...mapping, [column.id]: event.target.value === '' ? null : Number(event.target.value) })}
              >
                <option value="">{unmappedText(column, unmapped)}</option>
                {headers.map((header, index) => (
                  <option key={index} value={index}>
                    {header}
                  </option>
                ))}
              </SelectField>
            ))}
          </fieldset>
        ))}
      </Groups>
    </Details>
  );
});

const Details = styled.details`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  summary { cursor: pointer; font-weight: 600; }
  > p { margin: 12px 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Groups = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  align-items: start;
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  legend { font-weight: 700; padding: 0 4px; }
`;
