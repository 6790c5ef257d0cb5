import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../ui/container';
import { PageHeading } from '../../ui/page-heading';

export type LegalSection = { heading: MessageDescriptor; content: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** An ISO date (2026-11-28), shown as the visitor's language writes dates. */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/** A long-form policy page: title, date, a short summary, then numbered sections. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const { i18n, t } = useLingui();
  // A calendar date: read and written in UTC, so that no time zone moves it to the day before.
  const date = i18n.date(new Date(`${lastUpdated}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Narrow>
      <PageHeading title={title} subtitle={t`Last updated: ${date}`} />
      <Article>
        <Summary>{intro}</Summary>
        {sections.map((section, index) => (
          <section key={section.heading.id} aria-labelledby={`legal-${index + 1}`}>
            <h2 id={`legal-${index + 1}`}>
              {i18n.number(index + 1)}. {i18n._(section.heading)}
            </h2>
            {section.content}
          </section>
        ))}
      </Article>
    </Narrow>
  );
}

const Narrow = styled(Container)`
  max-width: 820px;
`;

const Article = styled.article`
  padding-bottom: 64px;
  section { margin-top: 32px; }
  h2 { font-size: 1.3125rem; margin-bottom: 10px; }
  p + p, p + ul, ul + p { margin-top: 12px; }
  ul { padding-inline-start: 1.4em; margin: 0; }
  li + li { margin-top: 6px; }
`;

const Summary = styled.div`
  padding: 18px 20px;
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  border-radius: ${({ theme }) => theme.radius.small};
`;
