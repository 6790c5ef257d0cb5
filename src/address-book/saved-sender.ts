import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { checkedLogo, type SenderLogo } from '../label/sender-logo';
import type { PartyRecord } from './party-record';

/** A sender kept on the device under a short name the visitor gave it ("Shop", "Home"). */
export type SavedSender = {
  readonly id: string;
  readonly shortName: string;
  readonly party: PartyRecord;
  /** When it was saved or last changed (ms since the epoch). */
  readonly savedAt: number;
  /** Its logo, rasterised, when the visitor gave it one. */
  readonly logo?: SenderLogo;
};

/** A sender as read back from the device: a logo that is not one ShipLabel made is left off, the rest kept. */
export function senderAsRead(stored: SavedSender): SavedSender {
  if (stored.logo === undefined) return stored;
  try {
    checkedLogo(stored.logo);
    return stored;
  } catch {
    return { id: stored.id, shortName: stored.shortName, party: stored.party, savedAt: stored.savedAt };
  }
}

/** The longest short name: it is a select's option and a button's words, not an address. */
export const SHORT_NAME_LIMIT = 30;

/** What is wrong with a short name as typed, or null when it will do. */
export function shortNameProblem(typed: string): MessageDescriptor | null {
  const name = typed.trim();
  if (name === '') {
    return msg({
      message: 'Give this sender a short name, such as Shop or Home.',
      comment: 'Shop and Home are example short names for a sender: use short words for them in your language',
    });
  }
  const limit = SHORT_NAME_LIMIT;
  if ([...name].length > limit) return msg`Keep the short name to ${plural(limit, { one: '# character', other: '# characters' })} or fewer.`;
  return null;
}

/** Short names are one name whatever their case and spacing: "shop " is "Shop". */
export const sameShortName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The senders in the order the "Sender" select lists them: by short name, as a person would sort them. */
export const sortedSenders = (senders: readonly SavedSender[]): SavedSender[] =>
  [...senders].sort((a, b) => a.shortName.localeCompare(b.shortName, undefined, { sensitivity: 'base', numeric: true }));

/**
 * The senders once `saved` is kept: a sender of the same short name is replaced (saving "Shop" again updates it,
 * keeping its id), any other is added.
 */
export function withSender(senders: readonly SavedSender[], saved: Omit<SavedSender, 'id'>, newId: () => string): { senders: SavedSender[]; kept: SavedSender } {
  const existing = senders.find((sender) => sameShortName(sender.shortName, saved.shortName));
  const kept: SavedSender = { ...saved, shortName: saved.shortName.trim(), id: existing?.id ?? newId() };
  return { senders: [...senders.filter((sender) => sender.id !== kept.id), kept], kept };
}

/** What is wrong with renaming sender `id` to `typed`: a bad short name, or one another sender has. */
export function renameProblem(senders: readonly SavedSender[], id: string, typed: string): MessageDescriptor | null {
  const problem = shortNameProblem(typed);
  if (problem !== null) return problem;
  const other = senders.find((sender) => sender.id !== id && sameShortName(sender.shortName, typed));
  if (!other) return null;
  const { shortName } = other;
  return msg`Another sender is already called “${shortName}”.`;
}
