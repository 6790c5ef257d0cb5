import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { UseFormSubscribe } from 'react-hook-form';
import type { LabelData } from '../../label/label-data';
import { BandIntro, PageBand } from '../../ui/page-band';
import type { ChosenCountries } from './sender-currency';

// The editor's code is fetched when the visitor opens the section, never before: a label alone needs none of it. The
// address formats come with it, so its first item starts in the sender's currency.
const ContentsEditor = lazy(() =>
  import('./contents-editor').then(async (module) => (await module.loadSenderReading(), { default: module.ContentsEditor })),
);

type ContentsSectionProps = { readLabel: () => LabelData; followLabel: UseFormSubscribe<LabelData>; countries: ChosenCountries };

/** What is in the box, for customs forms, an invoice and a packing slip printed with the label: closed until opened. */
export function ContentsSection({ readLabel, followLabel, countries }: ContentsSectionProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the editor stays mounted while closed, so nothing typed into it is lost.
  const [opened, setOpened] = useState(false);
  return (
    <PageBand aria-labelledby="contents-title">
      <h2 id="contents-title">
        <Toggle type="button" aria-expanded={open} aria-controls="contents-editor" onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}>
          <Trans>Contents and customs</Trans>
        </Toggle>
      </h2>
      <BandIntro>
        <Trans>Customs forms (CN 22 or CN 23), a commercial invoice and a packing slip, printed with this label. Nothing is uploaded.</Trans>
      </BandIntro>
      <div id="contents-editor" hidden={!open}>
        {opened && (
          <Suspense
            fallback={
              <p role="status">
                <Trans>Loading the contents form…</Trans>
              </p>
            }
          >
            <ContentsEditor readLabel={readLabel} followLabel={followLabel} countries={countries} />
          </Suspense>
        )}
      </div>
    </PageBand>
  );
}

const Toggle = styled.button`
  font: inherit;
  color: inherit;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  &::after { content: ' ▸'; }
  &[aria-expanded='true']::after { content: ' ▾'; }
`;
