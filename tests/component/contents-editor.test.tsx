import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormControl } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentsEditor, loadSenderReading } from '../../src/features/contents/contents-editor';
import { contentsStore } from '../../src/features/contents/contents-store';
import { localDate } from '../../src/features/contents/contents-values';
import { piecesHintText } from '../../src/features/contents/pieces-hint';
import { labelFrom, type LabelData } from '../../src/label/label-data';
import { SAMPLE_LABEL } from '../../src/label/sample-label';
import { createPrintSettings } from '../../src/features/print-settings/print-settings';
import { english } from '../support/english';
import { renderWithRouter } from '../support/render-app';

/** The editor beside a label form (the sample's, with `label`'s changes) and the print settings that keep its Countries. */
function renderEditor(label: Partial<LabelData> = {}) {
  const labelForm = createFormControl<LabelData>({ defaultValues: { ...SAMPLE_LABEL, ...label } });
  const settings = createPrintSettings(null);
  const readLabel = () => labelFrom(labelForm.getValues());
  const result = renderWithRouter(<ContentsEditor readLabel={readLabel} followLabel={labelForm.subscribe} countries={settings} />);
  return { ...result, user: userEvent.setup(), labelForm, settings };
}

// The section fetches the address formats with the editor's code: the sender's country is read from its address.
beforeAll(() => loadSenderReading());

const rows = () => screen.queryAllByRole('group', { name: /^Item \d+$/ });
const row = (number: number) => within(screen.getByRole('group', { name: `Item ${number}` }));
const addButton = () => screen.getByRole('button', { name: 'Add item' });

/** Types an item's description, weight and value into row `number`. */
async function typeItem(user: ReturnType<typeof userEvent.setup>, number: number, item: { description: string; weight: string; value: string }) {
  await user.type(row(number).getByLabelText('Description'), item.description);
  await user.type(row(number).getByLabelText('Net weight'), item.weight);
  await user.type(row(number).getByLabelText('Value'), item.value);
}

describe('the contents and customs editor', () => {
  it('starts with one empty item dated today, and the PDF is the label alone until something is typed', () => {
    renderEditor();
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('Date')).toHaveValue(localDate(new Date()));
    expect(screen.getByRole('checkbox', { name: 'Customs form' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Commercial invoice' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Packing slip' })).not.toBeChecked();
    expect(screen.getByLabelText('Copies')).toHaveValue('3');
    expect(screen.getByRole('radio', { name: 'Gift' })).toBeChecked();
    expect(screen.getByText('No items yet: the PDF holds the label alone.')).toBeInTheDocument();
    expect(contentsStore.get()).toBeNull();
  });

  it('moves focus to the new row on "Add item", and to the next row or "Add item" on a removal', async () => {
    const { user } = renderEditor();
    await user.click(addButton());
    expect(rows()).toHaveLength(2);
    expect(row(2).getByLabelText('Description')).toHaveFocus();

    await user.type(row(2).getByLabelText('Description'), 'Wooden toy train');
    await user.click(row(1).getByRole('button', { name: 'Remove item 1' }));
    expect(rows()).toHaveLength(1);
    expect(row(1).getByLabelText('Description')).toHaveFocus();
    expect(row(1).getByLabelText('Description')).toHaveValue('Wooden toy train');

    await user.click(row(1).getByRole('button', { name: 'Remove item 1' }));
    expect(rows()).toHaveLength(0);
    expect(addButton()).toHaveFocus();
  });

  it('holds at most 20 items: "Add item" is refused for a 21st and says why', async () => {
    const { user } = renderEditor();
    // Found once: a role query walks the whole form, and 20 rows of it 19 times is slow in jsdom.
    const add = addButton();
    for (let added = 1; added < 20; added += 1) await user.click(add);
    expect(rows()).toHaveLength(20);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('20 items is the most a form holds.');

    await user.click(add);
    expect(rows()).toHaveLength(20);

    await user.click(row(20).getByRole('button', { name: 'Remove item 20' }));
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
  });

  it('shows CN 22 for contents within 300 SDR and CN 23 once the value crosses it', async () => {
    // A sender in Germany: the values are in euros.
    const { user } = renderEditor({ fromAddress: 'Lindenstraße 4\n10969 Berlin\nGermany' });
    await typeItem(user, 1, { description: 'Wool scarf, knitted', weight: '0.3', value: '85' });
    expect(screen.getByText('Form: CN 22')).toBeInTheDocument();
    expect(screen.getByText(/within the CN 22’s limit of 300 SDR/)).toBeInTheDocument();

    await user.clear(row(1).getByLabelText('Value'));
    await user.type(row(1).getByLabelText('Value'), '400');
    expect(screen.getByText('Form: CN 23')).toBeInTheDocument();
    expect(screen.getByText(/400\.00 EUR, about 342 SDR, over the CN 22’s limit/)).toBeInTheDocument();
  });

  it('uses CN 23 whatever the value when "Use CN 23 anyway" is ticked', async () => {
    const { user } = renderEditor();
    await typeItem(user, 1, { description: 'Wool scarf, knitted', weight: '0.3', value: '85' });
    await user.click(screen.getByRole('checkbox', { name: 'Use CN 23 anyway' }));
    expect(screen.getByText('Form: CN 23')).toBeInTheDocument();
    expect(contentsStore.get()?.documents.formChoice).toBe('cn23');

    await user.click(screen.getByRole('checkbox', { name: 'Use CN 23 anyway' }));
    expect(screen.getByText('Form: CN 22')).toBeInTheDocument();
  });

  it('advises on a vague description without blocking the PDF', async () => {
    const { user } = renderEditor();
    await typeItem(user, 1, { description: 'Gift', weight: '0.3', value: '20' });
    const description = row(1).getByLabelText('Description');
    expect(description).toHaveAccessibleDescription(/“Gift” says nothing to customs/);
    expect(description).toHaveAttribute('aria-invalid', 'false');
    expect(contentsStore.get()?.blocked).toBe(false);
  });

  it('says a negative weight is impossible as it is typed, and the store is blocked', async () => {
    const { user } = renderEditor();
    await typeItem(user, 1, { description: 'Wool scarf, knitted', weight: '-1', value: '20' });
    const weight = row(1).getByLabelText('Net weight');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    // The error first, then what the field holds.
    expect(weight).toHaveAccessibleDescription('Item 1: the weight cannot be negative. For the 1 piece');
    expect(weight).toHaveValue('-1');
    expect(contentsStore.get()?.blocked).toBe(true);

    await user.clear(weight);
    await user.type(weight, '1');
    expect(weight).toHaveAttribute('aria-invalid', 'false');
    expect(contentsStore.get()?.blocked).toBe(false);
  });

  it('keeps a row’s missing values quiet while it is being typed, and names them once focus leaves it', async () => {
    const { user } = renderEditor();
    await user.type(row(1).getByLabelText('Description'), 'Wool scarf');
    expect(row(1).getByLabelText('Net weight')).toHaveAttribute('aria-invalid', 'false');
    expect(contentsStore.get()?.blocked).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Packing slip' }));
    expect(row(1).getByLabelText('Net weight')).toHaveAccessibleDescription('Item 1: enter the net weight. For the 1 piece');
  });

  it('keeps each row’s messages with the row when an earlier one is removed', async () => {
    const { user } = renderEditor();
    await user.click(addButton());
    await typeItem(user, 2, { description: 'Gift', weight: '-1', value: '5' });
    expect(row(2).getByLabelText('Net weight')).toHaveAttribute('aria-invalid', 'true');

    await user.click(row(1).getByRole('button', { name: 'Remove item 1' }));
    expect(row(1).getByLabelText('Description')).toHaveValue('Gift');
    expect(row(1).getByLabelText('Net weight')).toHaveAccessibleDescription('Item 1: the weight cannot be negative. For the 1 piece');
    expect(row(1).getByLabelText('Description')).toHaveAccessibleDescription(/Item 1: “Gift” says nothing to customs/);
  });

  it('shows a packing slip’s and an invoice’s own choices once ticked, with their defaults', async () => {
    const { user } = renderEditor();
    expect(screen.queryByLabelText('Packing slip paper')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Packing slip' }));
    expect(screen.getByRole('checkbox', { name: 'Show prices' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Packing slip paper'), '4 × 6 in label');
    await user.type(screen.getByLabelText('Order number (optional)'), '#1042');

    await user.click(screen.getByRole('checkbox', { name: 'Commercial invoice' }));
    expect(screen.getByLabelText('Incoterm')).toHaveValue('DAP');

    await typeItem(user, 1, { description: 'Wool scarf, knitted', weight: '0.3', value: '20' });
    expect(contentsStore.get()?.documents).toMatchObject({ packingSlip: true, packingSlipPaper: '4x6', orderNumber: '#1042', showPrices: true, commercialInvoice: true, incoterm: 'DAP' });
  });

  it('writes what is typed to the store, and the documents chosen with it', async () => {
    const { user, unmount } = renderEditor();
    await typeItem(user, 1, { description: 'Ceramic coffee mugs', weight: '1.25', value: '85' });
    await user.clear(row(1).getByLabelText('Quantity'));
    await user.type(row(1).getByLabelText('Quantity'), '3');
    await user.selectOptions(screen.getByLabelText('Copies'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Commercial invoice' }));
    await user.selectOptions(screen.getByLabelText('Incoterm'), 'DDP');

    const state = contentsStore.get();
    expect(state?.contents.items).toEqual([
      { description: 'Ceramic coffee mugs', quantity: '3', weight: '1.25', weightUnit: 'kg', value: '85', currency: 'USD', hsCode: '', origin: '', sku: '' },
    ]);
    expect(state?.documents).toMatchObject({ customsForm: true, copies: 2, commercialInvoice: true, incoterm: 'DDP', packingSlip: false });
    expect(state?.blocked).toBe(false);
    expect(screen.getByText('Total: 3 items, 1.250 kg, 85.00 USD')).toBeInTheDocument();

    unmount();
    expect(contentsStore.get()).toBeNull();
  });

  it('offers to sign with the sender’s name from the label', () => {
    renderEditor({ fromName: 'Daniel Brooks' });
    expect(screen.getByRole('radio', { name: 'Sign with my typed name (Daniel Brooks)' })).toBeChecked();
  });
});

describe('an item’s net weight and value', () => {
  it('say at the fields, visibly and in their descriptions, that they are for all the line’s pieces as its quantity is typed', async () => {
    const { user } = renderEditor();
    const [weight, value] = [row(1).getByLabelText('Net weight'), row(1).getByLabelText('Value')];
    expect(weight).toHaveAccessibleDescription('For the 1 piece');
    await user.clear(row(1).getByLabelText('Quantity'));
    await user.type(row(1).getByLabelText('Quantity'), '2');
    for (const field of [weight, value]) expect(field).toHaveAccessibleDescription('For all 2 together, not each');
    expect(row(1).getAllByText('For all 2 together, not each')).toHaveLength(2);

    // The totals line still adds the lines up.
    await typeItem(user, 1, { description: 'Ceramic mug, hand-painted', weight: '0.6', value: '18' });
    expect(screen.getByText('Total: 2 items, 0.600 kg, 18.00 USD')).toBeInTheDocument();
  });

  it('say so whatever the quantity holds', () => {
    expect(['1', '12', '1,000', '', 'two', '0'].map((quantity) => english(piecesHintText(quantity)))).toEqual([
      'For the 1 piece',
      'For all 12 together, not each',
      'For all 1,000 together, not each',
      'For all the pieces together',
      'For all the pieces together',
      'For all the pieces together',
    ]);
  });
});

describe('an item’s currency', () => {
  const currency = (number: number) => row(number).getByLabelText('Currency');

  it('starts as the currency of the sender’s country: USD for the sample’s sender in Texas', () => {
    renderEditor();
    expect(currency(1)).toHaveValue('USD');
  });

  it('starts as EUR when the sender’s country is not known, and follows a Country chosen for the sender', () => {
    const { settings } = renderEditor({ fromAddress: '12 Mill Lane\nSomewhere' });
    expect(currency(1)).toHaveValue('EUR');
    act(() => settings.chooseCountry('from', 'JP'));
    expect(currency(1)).toHaveValue('JPY');
  });

  it('follows the sender’s address while no currency is typed, and a new item takes it', async () => {
    const { user, labelForm } = renderEditor();
    act(() => labelForm.setValue('fromAddress', '10 Downing Street\nLondon SW1A 2AA\nUnited Kingdom'));
    expect(currency(1)).toHaveValue('GBP');
    await user.click(addButton());
    expect(currency(2)).toHaveValue('GBP');
    await typeItem(user, 1, { description: 'Wool scarf, knitted', weight: '0.3', value: '25' });
    expect(contentsStore.get()?.contents.items[0]?.currency).toBe('GBP');
  });

  it('is the visitor’s once they type one: a new sender’s country changes no item, and a new item takes theirs', async () => {
    const { user, settings } = renderEditor();
    await user.clear(currency(1));
    await user.type(currency(1), 'CHF');
    await user.click(addButton());
    expect(currency(2)).toHaveValue('CHF');
    act(() => settings.chooseCountry('from', 'SE'));
    expect(currency(1)).toHaveValue('CHF');
    expect(currency(2)).toHaveValue('CHF');
  });
});

