import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { search } from '../../address-book/address-search';
import type { SavedAddress } from '../../address-book/saved-address';
import { TextField } from '../../ui/form-field';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useSearchIndex } from './use-search-index';

/** How many matches the list shows at once: typing more narrows it. */
const SHOWN = 8;

type AddressComboboxProps = { addresses: readonly SavedAddress[]; onChoose: (address: SavedAddress) => void; ready: boolean };

/** One line for an address in the list: its lines joined, so its city and postcode show. */
const oneLine = (address: SavedAddress) => [address.party.company, ...address.party.address.split(/\r?\n/), address.party.country ?? ''].filter((part) => part.trim() !== '').join(', ');

/**
 * "Address book": finds a saved address as the visitor types (name, company, city, postcode, country; accents and
 * case ignored), the most recently used first. The ARIA combobox pattern: arrows move through the list, Enter
 * chooses, Escape closes it (or clears the text when closed); focus stays in the text box throughout.
 */
export function AddressCombobox({ addresses, onChoose, ready }: AddressComboboxProps) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const index = useSearchIndex(addresses);
  // Typing stays first: on a slow phone the list may follow a key press behind.
  const query = useDeferredValue(typed);
  const found = useMemo(() => search(index, query, SHOWN), [index, query]);
  const shown = open ? found : [];

  const choose = (address: SavedAddress) => {
    setOpen(false);
    setActive(-1);
    setTyped('');
    onChoose(address);
  };
  const move = (step: number) => {
    setOpen(true);
    if (found.length === 0) return setActive(-1);
    setActive((current) => (!open || current < 0 ? (step > 0 ? 0 : found.length - 1) : (current + step + found.length) % found.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Never submits the label form: Enter here means "this one".
      event.preventDefault();
      const chosen = shown[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      if (open) setOpen(false);
      else setTyped('');
      setActive(-1);
    }
  };

  const activeOption = shown[active];
  return (
    <Box>
      <TextField
        label={t`Address book`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={addresses.length === 0 ? t`No saved addresses yet` : t`Type a name, city or postcode`}
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${id}-${activeOption.id}` : undefined}
        aria-disabled={!ready}
        readOnly={!ready}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      />
      <List id={listId} role="listbox" aria-label={t`Saved addresses`} hidden={shown.length === 0}>
        {shown.map((address, position) => (
          <li
            key={address.id}
            id={`${id}-${address.id}`}
            role="option"
            aria-selected={position === active}
            // Keeps focus in the text box, as the pattern asks; the click then chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(address)}
          >
            <strong>{address.party.name || address.party.company}</strong>
            <span>{oneLine(address)}</span>
          </li>
        ))}
      </List>
      <VisuallyHidden role="status">{open && typed.trim() !== '' ? matchesSaid(found.length, addresses.length, i18n) : ''}</VisuallyHidden>
    </Box>
  );
}

function matchesSaid(matches: number, saved: number, i18n: PageI18n): string {
  if (saved === 0) return i18n._(msg`No addresses are saved on this device yet.`);
  if (matches === 0) return i18n._(msg`No saved address matches.`);
  const shown = SHOWN;
  return i18n._(
    matches === shown
      ? msg`The first ${plural(shown, { one: '# matching address is listed.', other: '# matching addresses are listed.' })}`
      : msg`${plural(matches, { one: '# matching address.', other: '# matching addresses.' })}`,
  );
}

const Box = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 5;
  inset-inline-start: 0;
  inset-inline-end: 0;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  max-height: 20rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  li {
    display: flex;
    flex-direction: column;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.small};
    cursor: pointer;
    span { font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  }
  li:hover { background: ${({ theme }) => theme.color.primarySoft}; }
  li[aria-selected='true'] { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: -2px; background: ${({ theme }) => theme.color.primarySoft}; }
`;
