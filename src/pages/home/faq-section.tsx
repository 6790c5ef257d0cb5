import { useId, useState } from 'react';
import styled from 'styled-components';
import { faqAnchor } from '../../app/paths';
import { Container } from '../../ui/container';
import { Section, SectionTitle } from '../../ui/section';
import { faqItems } from './faq-items';

/** An accordion: at most one answer open; clicking the open question closes it. */
export function FaqSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const idPrefix = useId();

  return (
    <Section id={faqAnchor} aria-labelledby="faq-title">
      <Narrow>
        <SectionTitle id="faq-title">Frequently Asked Questions</SectionTitle>
        <List>
          {faqItems.map((item, index) => {
            const open = openIndex === index;
            const buttonId = `${idPrefix}-question-${index}`;
            const panelId = `${idPrefix}-answer-${index}`;
            return (
              <Item key={item.question}>
                <h3>
                  <Question
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{item.question}</span>
                    <Chevron aria-hidden="true" $open={open} />
                  </Question>
                </h3>
                <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
                  {item.answer}
                </Answer>
              </Item>
            );
          })}
        </List>
      </Narrow>
    </Section>
  );
}

const Narrow = styled(Container)`
  max-width: 800px;
`;

const List = styled.div`
  margin-top: 36px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 { margin: 0; font-size: inherit; }
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Question = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 4px;
  border: 0;
  background: none;
  text-align: left;
  font-size: 1.0625rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform 0.2s;
`;

const Answer = styled.p`
  padding: 0 4px 20px;
  color: ${({ theme }) => theme.color.textMuted};
`;
