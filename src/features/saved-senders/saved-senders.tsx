import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { UseFormGetValues, UseFormSetValues } from 'react-hook-form';
import { partyFields, partyOf } from '../../address-book/party-record';
import type { SavedSender } from '../../address-book/saved-sender';
import type { LabelData } from '../../label/label-data';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form-field';
import { PanelButtons, PanelMessage, SavedPanel } from '../../ui/saved-panel';
import { useHydrated } from '../../ui/use-hydrated';
import { bookProblem, isBrowserRefusal, pageBook } from '../device-book';
import type { PrintSettings } from '../print-settings';
import { logoStore } from '../sender-logo';
import { SenderNameDialog, type NameAnswer } from './sender-name-dialog';
import { senderIsExample } from './untouched-sender';
import { SenderOptions } from './sender-options';
import { useSavedSenders } from './use-saved-senders';

type SavedSendersProps = { getValues: UseFormGetValues<LabelData>; setValues: UseFormSetValues<LabelData>; settings: PrintSettings };

type Asking = { kind: 'save' | 'rename'; problem: MessageDescriptor | null } | null;

/**
 * "Sender" and "Save sender" above the sender's fields: senders kept on this device under a short name, one of them
 * the default, filled in on later visits in place of the example (never over what was typed).
 */
export function SavedSenders({ getValues, setValues, settings }: SavedSendersProps) {
  const live = useHydrated();
  const { t, i18n } = useLingui();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [message, setMessage] = useState('');
  const id = useId();

  const fill = (sender: SavedSender) => {
    setValues(partyFields(sender.party, 'from'), { shouldDirty: true });
    settings.chooseCountry('from', sender.party.country);
    logoStore.set(sender.logo ?? null);
    setChosenId(sender.id);
  };
  const book = useSavedSenders(({ senders, defaultId }) => {
    const fallback = senders.find((sender) => sender.id === defaultId);
    if (fallback && senderIsExample(getValues())) {
      fill(fallback);
      const { shortName } = fallback;
      setMessage(t`Your default sender, ${shortName}, is filled in.`);
    }
  });
  const chosen = book.byId(chosenId);
  const chosenName = chosen?.shortName ?? '';

  const run = async (work: () => Promise<string>) => {
    try {
      setMessage(await work());
    } catch (error) {
      setMessage(i18n._(bookProblem(error, 'sender')));
    }
  };

  const answerName = async (answer: NameAnswer | null) => {
    const kind = asking?.kind;
    if (answer === null || kind === undefined) return setAsking(null);
    try {
      const party = partyOf(getValues(), 'from', settings.getCountries().from);
      const kept =
        kind === 'save'
          ? await pageBook().saveSender(answer.shortName, party, { asDefault: answer.asDefault, logo: logoStore.get() })
          : await pageBook().renameSender(chosenId ?? '', answer.shortName);
      await book.reload();
      setChosenId(kept.id);
      setAsking(null);
      const { shortName } = kept;
      setMessage(kind === 'save' ? t`Saved the sender as “${shortName}” on this device.` : t`Renamed to “${shortName}”.`);
    } catch (error) {
      const problem = bookProblem(error, 'sender');
      // A refused name is said in the dialog; a browser that keeps nothing, under the buttons.
      if (kind && isBrowserRefusal(error)) {
        setAsking(null);
        setMessage(i18n._(problem));
      } else setAsking({ kind, problem });
    }
  };

  const choose = (value: string) => {
    const sender = book.byId(value);
    if (!sender) return;
    fill(sender);
    const { shortName } = sender;
    setMessage(t`${shortName} is filled in.`);
  };

  return (
    <SavedPanel role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        <Trans>Saved senders</Trans>
      </h4>
      {book.senders.length > 0 && (
        <SelectField label={t({ message: 'Sender', context: 'saved sender choice' })} value={chosenId ?? ''} onChange={(event) => choose(event.target.value)}>
          {chosen === undefined && <option value="">{t`Choose a saved sender`}</option>}
          <SenderOptions senders={book.senders} defaultId={book.defaultId} />
        </SelectField>
      )}
      <PanelButtons>
        <Button type="button" $variant="secondary" aria-disabled={!live || !book.loaded} onClick={() => live && book.loaded && setAsking({ kind: 'save', problem: null })}>
          <Trans>Save sender</Trans>
        </Button>
        {chosen && (
          <>
            <Button type="button" $variant="secondary" onClick={() => setAsking({ kind: 'rename', problem: null })}>
              <Trans context="button">Rename</Trans>
            </Button>
            {chosen.id !== book.defaultId && (
              <Button type="button" $variant="secondary" onClick={() => run(async () => (await pageBook().setDefaultSender(chosen.id), await book.reload(), t`${chosenName} is now your default sender.`))}>
                <Trans>Make default</Trans>
              </Button>
            )}
            <Button
              type="button"
              $variant="secondary"
              onClick={() => run(async () => (await pageBook().deleteSender(chosen.id), await book.reload(), setChosenId(null), t`Deleted “${chosenName}” from this device. The form keeps its fields.`))}
            >
              <Trans context="button">Delete</Trans>
            </Button>
          </>
        )}
      </PanelButtons>
      <PanelMessage role="status">{message}</PanelMessage>
      {asking && (
        <SenderNameDialog
          title={asking.kind === 'save' ? t`Save this sender on this device` : t`Rename “${chosenName}”`}
          action={asking.kind === 'save' ? t`Save sender` : t({ message: 'Rename', context: 'button' })}
          initialName={chosenName}
          defaultChoice={asking.kind === 'save' ? book.senders.length === 0 || chosen?.id === book.defaultId : null}
          problem={asking.problem && i18n._(asking.problem)}
          onAnswer={(answer) => void answerName(answer)}
        />
      )}
    </SavedPanel>
  );
}
