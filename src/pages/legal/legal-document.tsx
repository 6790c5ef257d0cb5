import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../ui/container';
import { PageHeading } from '../../ui/page-heading';

export type LegalSection = { heading: string; content: ReactNode };

type LegalDocumentProps = { title: string; lastUpdated: string; intro: ReactNode; sections: readonly LegalSection[] };

/** A long-form policy page: title, date, a short summary, then numbered sections. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <Narrow>
      <PageHeading title={title} subtitle={`Last updated: ${lastUpdated}`} />
      <Article>
        <Summary>{intro}</Summary>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index + 1}`}>
            <h2 id={`legal-${index + 1}`}>
              {index + 1}. {section.heading}
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
  ul { padding-left: 1.4em; margin: 0; }
  li + li { margin-top: 6px; }
`;

const Summary = styled.div`
  padding: 18px 20px;
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  border-radius: ${({ theme }) => theme.radius.small};
`;
