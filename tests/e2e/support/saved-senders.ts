import { expect, type Page } from '@playwright/test';

/** The "Saved senders" panel above the sender's fields, driven by what the visitor reads. */
export const savedSenders = (page: Page) => {
  const panel = page.getByRole('group', { name: 'Saved senders' });
  return {
    panel,
    sender: panel.getByLabel('Sender'),
    save: panel.getByRole('button', { name: 'Save sender' }),
    status: panel.getByRole('status'),
    dialog: page.getByRole('dialog'),
    /** Saves the form's sender under `shortName` through the dialog. */
    async saveAs(shortName: string, { asDefault }: { asDefault?: boolean } = {}) {
      await expect(this.save).toHaveAttribute('aria-disabled', 'false');
      await this.save.click();
      await this.dialog.getByLabel('Short name').fill(shortName);
      if (asDefault !== undefined) await this.dialog.getByLabel(/default sender/).setChecked(asDefault);
      await this.dialog.getByRole('button', { name: 'Save sender' }).click();
      await expect(this.dialog).toBeHidden();
    },
  };
};
