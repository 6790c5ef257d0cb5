import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRINT_OPTIONS } from '../../src/stock/print-options';
import { renderInSite } from '../support/render-app';

const mocks = vi.hoisted(() => ({ alignmentPdf: vi.fn(), savePdf: vi.fn() }));
vi.mock('../../src/features/pdf-delivery/pdf-delivery-loader', () => ({
  loadPdfDelivery: async () => ({ alignmentPdf: mocks.alignmentPdf, savePdf: mocks.savePdf }),
}));
const { AlignmentTestButton } = await import('../../src/features/print-settings/alignment-test-button');

const options = { ...DEFAULT_PRINT_OPTIONS, stockId: 'avery-5160' };
const renderButton = () =>
  renderInSite(<AlignmentTestButton options={options} />);

describe('the alignment test page button', () => {
  beforeEach(() => {
    mocks.alignmentPdf.mockReset();
    mocks.savePdf.mockReset();
  });

  it('says it is busy, ignores a second click, then saves the sheet\'s test page under its name', async () => {
    let finish!: (outcome: unknown) => void;
    mocks.alignmentPdf.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderButton();
    const button = screen.getByRole('button', { name: 'Alignment test page' });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Making the test page…' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(mocks.alignmentPdf).toHaveBeenCalledTimes(1);
    expect(mocks.alignmentPdf).toHaveBeenCalledWith(options);

    const pdf = new Blob(['%PDF-']);
    await act(async () => finish({ kind: 'done', value: pdf }));
    expect(await screen.findByRole('button', { name: 'Alignment test page' })).toHaveAttribute('aria-disabled', 'false');
    expect(mocks.savePdf).toHaveBeenCalledWith(pdf, 'alignment-test-avery-5160.pdf');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says so when the test page cannot be made, and offers the button again', async () => {
    mocks.alignmentPdf.mockResolvedValue({ kind: 'failed', message: 'The label worker took too long and was restarted.' });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Alignment test page' }));
    // The alert region is always there (so screen readers hear it); what is meant is its message.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The alignment test page could not be made. Please try again.'));
    expect(mocks.savePdf).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Alignment test page' })).toHaveAttribute('aria-disabled', 'false');
  });
});
