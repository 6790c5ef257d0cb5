import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CustomSizeFields } from '../../src/features/print-settings/custom-size-fields';
import type { CustomStockValues } from '../../src/stock/custom-stock-values';
import { makeA4Sheet } from '../support/make-custom-stock';
import { renderWithRouter } from '../support/render-app';

/** A 100 × 150 mm label, or with `kind: 'sheet'` a 2 × 4 sheet of them on A4 (Avery L7165's figures), changed as given. */
const makeCustom = (changes: Partial<CustomStockValues> = {}): CustomStockValues => makeA4Sheet({ kind: 'label', width: 100, height: 150, ...changes });

/** The fields as the page holds them: each change comes back as the new values, as the print settings store does. */
function renderFields(initial: CustomStockValues) {
  const onChange = vi.fn<(values: CustomStockValues) => void>();
  function Holder() {
    const [values, setValues] = useState(initial);
    const change = (next: CustomStockValues) => {
      onChange(next);
      setValues(next);
    };
    return <CustomSizeFields values={values} onChange={change} />;
  }
  renderWithRouter(<Holder />);
  return { user: userEvent.setup(), onChange, lastValues: () => onChange.mock.lastCall?.[0] };
}

const field = (label: string) => screen.getByLabelText(label);

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

describe('custom size fields', () => {
  it('shows a width of 0 as a problem beside Label width, tied to the field', async () => {
    const { user } = renderFields(makeCustom());
    await retype(user, 'Label width (mm)', '0');

    const width = field('Label width (mm)');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(width.getAttribute('aria-describedby') ?? '');
    expect(message).toHaveTextContent('The label width must be more than 0.');
    expect(width).toHaveAccessibleDescription('The label width must be more than 0.');
    expect(field('Label height (mm)')).toHaveAttribute('aria-invalid', 'false');
  });

  it('holds a width to 1 m', async () => {
    const { user } = renderFields(makeCustom());
    await retype(user, 'Label width (mm)', '1200');
    expect(field('Label width (mm)')).toHaveAccessibleDescription('The label width can be at most 1000 mm (1 m).');
  });

  it('holds a sheet to 100 labels', async () => {
    const { user } = renderFields(makeCustom({ kind: 'sheet', width: 10, height: 10, left: 0, top: 0, gapAcross: 0 }));
    await retype(user, 'Columns', '11');
    await retype(user, 'Rows', '10');
    expect(field('Rows')).toHaveAccessibleDescription('11 × 10 is 110 labels: a sheet can have at most 100.');
  });

  it('says when the columns are wider than the page', async () => {
    const { user } = renderFields(makeCustom({ kind: 'sheet', width: 99.1, height: 67.7 }));
    expect(field('Columns')).toHaveAttribute('aria-invalid', 'false');
    await retype(user, 'Columns', '3');
    expect(field('Columns')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Columns')).toHaveAccessibleDescription(/wider than the A4 page \(210 mm\)/);
  });

  it('converts the figures when the unit changes, so the stock keeps its size', async () => {
    const { user, lastValues } = renderFields(makeCustom({ width: 101.6, height: 152.4 }));
    await user.selectOptions(field('Unit'), 'in');

    expect(field('Label width (in)')).toHaveValue('4');
    expect(field('Label height (in)')).toHaveValue('6');
    expect(lastValues()).toMatchObject({ unit: 'in', width: 4, height: 6 });
  });

  it('sends numbers as typed, with a comma as the decimal point, and NaN for an empty field', async () => {
    const { user, lastValues } = renderFields(makeCustom());
    await retype(user, 'Label width (mm)', '62,5');
    expect(lastValues()?.width).toBe(62.5);

    await user.clear(field('Label height (mm)'));
    expect(lastValues()?.height).toBeNaN();
    expect(field('Label height (mm)')).toHaveValue('');
    expect(field('Label height (mm)')).toHaveAccessibleDescription('Enter the label height as a number, in mm.');
  });

  it('keeps what is typed on the way to a number', async () => {
    const { user, lastValues } = renderFields(makeCustom());
    await retype(user, 'Label width (mm)', '1.');
    expect(field('Label width (mm)')).toHaveValue('1.');
    expect(lastValues()?.width).toBe(1);
    await user.type(field('Label width (mm)'), '5');
    expect(field('Label width (mm)')).toHaveValue('1.5');
    expect(lastValues()?.width).toBe(1.5);
  });

  it('asks for the page, grid, margins and gaps for a sheet only', async () => {
    const { user, lastValues } = renderFields(makeCustom());
    expect(screen.queryByLabelText('Columns')).not.toBeInTheDocument();
    await user.selectOptions(field('Custom stock is'), 'A sheet of labels');

    expect(lastValues()?.kind).toBe('sheet');
    for (const label of ['Page size', 'Columns', 'Rows', 'Left margin (mm)', 'Top margin (mm)', 'Gap between columns (mm)', 'Gap between rows (mm)']) {
      expect(field(label)).toBeInTheDocument();
    }
    await user.selectOptions(field('Page size'), 'US Letter');
    expect(lastValues()?.page).toBe('letter');
  });

  it('gives phones the right keyboard, and no control a name for the early-edits code to read', () => {
    renderFields(makeCustom({ kind: 'sheet' }));
    expect(field('Label width (mm)')).toHaveAttribute('inputmode', 'decimal');
    expect(field('Columns')).toHaveAttribute('inputmode', 'numeric');
    const group = screen.getByRole('group', { name: 'Custom size' });
    const controls = within(group).getAllByRole('textbox').concat(within(group).getAllByRole('combobox'));
    expect(controls).toHaveLength(11);
    for (const control of controls) {
      expect(control).not.toHaveAttribute('name');
      expect(control).not.toHaveAttribute('placeholder');
    }
  });
});
