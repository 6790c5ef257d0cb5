import styled from 'styled-components';
import { Container } from '../../ui/container';
import { Section, SectionIntro, SectionTitle } from '../../ui/section';
import { VisuallyHidden } from '../../ui/visually-hidden';

const steps = [
  { title: 'Fill Information', text: 'Enter the sender, recipient and package details in the form.' },
  { title: 'Preview Label', text: 'Review the label in real time: the preview updates as you type.' },
  { title: 'Download & Use', text: 'Download the label as a PDF, or print it straight from your browser.' },
] as const;

export function StepsSection() {
  return (
    <Section $tone="soft" aria-labelledby="steps-title">
      <Container>
        <SectionTitle id="steps-title">How it works</SectionTitle>
        <SectionIntro>Three steps from an empty form to a label on your parcel.</SectionIntro>
        <List>
          {steps.map((step, index) => (
            <Step key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>
                <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </Step>
          ))}
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
