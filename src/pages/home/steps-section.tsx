import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Container } from '../../ui/container';
import { Section, SectionIntro, SectionTitle } from '../../ui/section';
import { VisuallyHidden } from '../../ui/visually-hidden';

const steps: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  { title: msg`Fill Information`, text: msg`Enter the sender, recipient and package details in the form.` },
  { title: msg`Preview Label`, text: msg`Review the label in real time: the preview updates as you type.` },
  { title: msg`Download & Use`, text: msg`Download the label as a PDF, or print it straight from your browser.` },
];

export function StepsSection() {
  const { i18n } = useLingui();
  return (
    <Section $tone="soft" aria-labelledby="steps-title">
      <Container>
        <SectionTitle id="steps-title">
          <Trans>How it works</Trans>
        </SectionTitle>
        <SectionIntro>
          <Trans>Three steps from an empty form to a label on your parcel.</Trans>
        </SectionIntro>
        <List>
          {steps.map((step, index) => {
            const number = i18n.number(index + 1);
            const title = i18n._(step.title);
            return (
              <Step key={step.title.id}>
                <StepNumber aria-hidden="true">{number}</StepNumber>
                <h3>
                  <Trans comment="A step’s heading: the hidden part is read out by screen readers only">
                    <VisuallyHidden>Step {number}: </VisuallyHidden>
                    {title}
                  </Trans>
                </h3>
                <p>{i18n._(step.text)}</p>
              </Step>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 40px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 24px;
`;

const Step = styled.li`
  text-align: center;
  padding: 8px 16px;
  h3 { font-size: 1.1875rem; margin: 16px 0 8px; }
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-size: 1.375rem;
  font-weight: 700;
`;
