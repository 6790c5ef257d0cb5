import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { UseFormGetValues, UseFormSetValues } from 'react-hook-form';
import styled from 'styled-components';
import { partyFields, partyOf } from '../../address-book/party-record';
import { REMEMBERED_PRINTS, type SavedAddress } from '../../address-book/saved-address';
import type { LabelData } from '../../label/label-data';
import { Button } from '../../ui/button';
import { PanelButtons, PanelMessage, SavedPanel } from '../../ui/saved-panel';
import { useHydrated } from '../../ui/use-hydrated';
import { bookProblem, pageBook } from '../device-book';
import type { PrintSettings } from '../print-settings';
import { AddressBookFiles } from './address-book-files';
import { AddressCombobox } from './address-combobox';
import { useAddressBook } from './use-address-book';

type SavedRecipientsProps = { getValues: UseFormGetValues<LabelData>; setValues: UseFormSetValues<LabelData>; settings: PrintSettings };

/** Who an address is, in a sentence. */
const whoOf = (address: SavedAddress) => address.party.name.trim() || address.party.company.trim() || (address.party.address.split('\n')[0] ?? '').trim();

/**
 * The address book above the recipient's fields: find a saved address and fill it in, save the recipient typed,
 * delete the one chosen, and remember recipients as they are printed (off unless the visitor turns it on).
 */
export function SavedRecipients({ getValues, setValues, settings }: SavedRecipientsProps) {
  const live = useHydrated();
  const { t, i18n } = useLingui();
  const book = useAddressBook();
  const [chosen, setChosen] = useState<SavedAddress | null>(null);
  const [message, setMessage] = useState('');
  // The box follows the click at once; the book catches up (or, if it cannot keep the choice, the box goes back).
  const [remembering, setRemembering] = useState<boolean | null>(null);
  const id = useId();
  const ready = live && book.loaded;
  const chosenWho = chosen === null ? '' : whoOf(chosen);

  const run = async (work: () => Promise<string>) => {
    try {
      setMessage(await work());
    } catch (error) {
      setMessage(i18n._(bookProblem(error, 'address')));
    }
  };

  const choose = (address: SavedAddress) => {
    setValues(partyFields(address.party, 'to'), { shouldDirty: true });
    settings.chooseCountry('to', address.party.country);
    setChosen(address);
    const who = whoOf(address);
    setMessage(t`${who} is filled in.`);
    void pageBook()
      .touchAddress(address.id)
      .then(book.reload)
      .catch(() => undefined);
  };

  const save = () =>
    run(async () => {
      const before = new Set(book.addresses.map((address) => address.id));
      const kept = await pageBook().saveAddress(partyOf(getValues(), 'to', settings.getCountries().to));
      await book.reload();
      setChosen(kept);
      const who = whoOf(kept);
      return before.has(kept.id) ? t`Updated ${who} in the address book on this device.` : t`Saved ${who} in the address book on this device.`;
    });

  const remove = (address: SavedAddress) =>
    run(async () => {
      await pageBook().deleteAddress(address.id);
      await book.reload();
      setChosen(null);
      const who = whoOf(address);
      return t`Deleted ${who} from the address book. The form keeps its fields.`;
    });

  const remember = (on: boolean) =>
    run(async () => {
      setRemembering(on);
      try {
        await pageBook().setRememberPrints(on);
        await book.reload();
      } finally {
        setRemembering(null);
      }
      const remembered = REMEMBERED_PRINTS;
      return on
        ? t`Each recipient you print is now kept in the address book (the last ${plural(remembered, { other: '#' })}).`
        : t`Recipients you print are no longer kept. Those already kept stay until you delete them.`;
    });

  return (
    <SavedPanel role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        <Trans>Saved recipients</Trans>
      </h4>
      <AddressCombobox addresses={book.addresses} onChoose={choose} ready={ready} />
      <PanelButtons>
        <Button type="button" $variant="secondary" aria-disabled={!ready} onClick={() => ready && void save()}>
          <Trans>Save recipient</Trans>
        </Button>
        {chosen && book.addresses.some((address) => address.id === chosen.id) && (
          <Button type="button" $variant="secondary" aria-label={t`Delete ${chosenWho} from the address book`} onClick={() => void remove(chosen)}>
            <Trans>Delete from address book</Trans>
          </Button>
        )}
      </PanelButtons>
      <Check>
        <input type="checkbox" checked={remembering ?? book.remembersPrints} aria-disabled={!ready} onChange={(event) => ready && void remember(event.target.checked)} />
        <Trans>Remember recipients I print</Trans>
      </Check>
      <AddressBookFiles addresses={book.addresses} ready={ready} onImported={book.reload} say={setMessage} />
      <PanelMessage role="status">{message}</PanelMessage>
    </SavedPanel>
  );
}

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9375rem;
  input { width: 1.125rem; height: 1.125rem; accent-color: ${({ theme }) => theme.color.primary}; }
`;
