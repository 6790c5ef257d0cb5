import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { labelFrom, type LabelData } from '../../src/label/label-data';
import { SAMPLE_LABEL } from '../../src/label/sample-label';
import { BatchCarries } from '../../src/features/batch/batch-carries';
import type { FormAccess } from '../../src/features/batch/form-access';
import { renderWithRouter } from '../support/render-app';

/** The label form's sender and recipient name fields over react-hook-form, as the page registers them, with the panel below. */
function renderPanel() {
  const panelRenders = { count: 0 };
  function Page() {
    const { register, subscribe, getValues, setFocus, setValues } = useForm<LabelData>({ defaultValues: SAMPLE_LABEL });
    const form = useMemo<FormAccess>(() => ({ read: () => labelFrom(getValues()), subscribe, setFocus, setValues }), [getValues, subscribe, setFocus, setValues]);
    return (
      <>
        <input aria-label="Recipient name" {...register('toName')} />
        <input aria-label="Sender name" {...register('fromName')} />
        <input aria-label="Weight" {...register('weight')} />
        <Profiler id="panel" onRender={() => (panelRenders.count += 1)}>
          <BatchCarries form={form} packageFromForm={false} onPackageFromForm={() => undefined} fileHasPackage={false} fileHasSender={false} senderCountryName="the United States" onChooseSender={() => undefined} />
        </Profiler>
      </>
    );
  }
  renderWithRouter(<Page />);
  return { user: userEvent.setup(), panelRenders };
}

describe('the panel of what every label carries', () => {
  it('re-renders for a keystroke in a field it shows, and not for one in any other', async () => {
    const { user, panelRenders } = renderPanel();
    await act(async () => undefined); // the form's own first render
    const before = panelRenders.count;

    await user.type(screen.getByLabelText('Recipient name'), 'xyz');
    expect(panelRenders.count, 'typing the recipient').toBe(before);

    await user.type(screen.getByLabelText('Sender name'), '!');
    expect(panelRenders.count).toBe(before + 1);
    expect(screen.getByRole('group', { name: 'What every label carries' })).toHaveTextContent('Daniel Brooks!, Maple Lane Crafts');
  });

  it('takes the visitor to the sender’s name, and to the weight, for each "Change"', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Change the sender' }));
    await waitFor(() => expect(screen.getByLabelText('Sender name')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Change the package details' }));
    await waitFor(() => expect(screen.getByLabelText('Weight')).toHaveFocus());
  });
});
