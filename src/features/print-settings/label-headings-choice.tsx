import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { PrintOptions } from '../../stock/print-options';
import { SelectField } from '../../ui/form-field';
import { SETTINGS_CONTROL } from './early-settings';
import { languageHeadingsIn } from './label-heading-words';
import type { PrintSettings } from './print-settings';

/** `options`: the current print options; a new one renders the choice again (it reads the settings' own state). */
export type LabelHeadingsChoiceProps = { options: PrintOptions; settings: PrintSettings };

/** A language's name as the page's language writes it, capitalised as at the start of a line: "Englisch", "Deutsch". */
const languageName = (pageLocale: string, language: string): string => {
  const name = new Intl.DisplayNames([pageLocale], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(pageLocale) + name.slice(1);
};

const NOTE_ID = 'label-headings-note';

/**
 * "Label headings" on a page in another language than English: the label's headings in English (the default, which
 * posts everywhere read) or in the page's language. Its code and the words arrive when the page is idle; the words
 * are offered to the settings then, which apply them at once to a visitor who chose them before.
 */
export function LabelHeadingsChoice({ settings }: LabelHeadingsChoiceProps) {
  const { t, i18n } = useLingui();
  useEffect(() => {
    const words = languageHeadingsIn(i18n);
    if (words !== null) settings.offerHeadings(words);
  }, [i18n, settings]);
  return (
    <>
      <SelectField
        label={t`Label headings`}
        name={SETTINGS_CONTROL.headings}
        value={settings.headingsInLanguage() ? 'language' : 'english'}
        aria-describedby={NOTE_ID}
        onChange={(event) => settings.chooseHeadings(event.target.value === 'language')}
      >
        <option value="english">{languageName(i18n.locale, 'en')}</option>
        <option value="language">{languageName(i18n.locale, i18n.locale)}</option>
      </SelectField>
      <Note id={NOTE_ID}>
        <Trans>Posts everywhere read English headings (TO:, FROM: …). Customs forms stay in English and French.</Trans>
      </Note>
    </>
  );
}

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
