import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { faqAnchor } from '../../config/paths';
import { Container } from '../../ui/container';
import { Section, SectionTitle } from '../../ui/section';
import { faqItems } from './faq-items';

/**
 * An accordion of the browser's own: <details> sharing one name, so opening an answer closes the one open
 * before, and a second click closes it. It works before the app's code has run, and without JavaScript.
 */
export function FaqSection() {
  const { i18n } = useLingui();
  return (
    <Section id={faqAnchor} aria-labelledby="faq-title">
      <Narrow>
        <SectionTitle id="faq-title"><Trans>Frequently Asked Questions</Trans></SectionTitle>
        <List>
          {faqItems.map((item) => (
            <Item key={item.question.id} name="faq">
              <Question>
                <h3>{i18n._(item.question)}</h3>
                <Chevron aria-hidden="true" />
              </Question>
              <Answer>{i18n._(item.answer)}</Answer>
            </Item>
          ))}
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
`;

const Chevron = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform 0.2s;
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &[open] ${Chevron} { transform: rotate(-135deg); }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 4px;
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker { display: none; }
  &:hover { color: ${({ theme }) => theme.color.primary}; }
  h3 { margin: 0; font-size: 1.0625rem; font-weight: 600; }
`;

const Answer = styled.p`
  padding: 0 4px 20px;
  color: ${({ theme }) => theme.color.textMuted};
`;
