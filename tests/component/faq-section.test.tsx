import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqSection } from '../../src/pages/home/faq-section';
import { faqItems } from '../../src/pages/home/faq-items';
import { renderWithRouter } from '../support/render-app';

const questionButtons = () => faqItems.map((item) => screen.getByRole('button', { name: item.question }));
const openAnswers = () =>
  faqItems.flatMap((item) => screen.queryByRole('region', { name: item.question }) ?? []);

describe('FAQ accordion', () => {
  it('shows the five questions, all closed, each button controlling its answer', () => {
    renderWithRouter(<FaqSection />);
    const buttons = questionButtons();
    expect(buttons).toHaveLength(5);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(answer).not.toBeNull();
      expect(answer).not.toBeVisible();
    }
  });

  it('opens an answer on click', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FaqSection />);
    const [first] = questionButtons();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: faqItems[0].question })).toHaveTextContent(faqItems[0].answer);
  });

  it('keeps at most one answer open', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FaqSection />);
    const buttons = questionButtons();
    await user.click(buttons[0]!);
    await user.click(buttons[3]!);
    expect(openAnswers()).toHaveLength(1);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(buttons[3]).toHaveAttribute('aria-expanded', 'true');
    expect(openAnswers()[0]).toHaveTextContent(faqItems[3].answer);
  });

  it('closes the open answer on a second click', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FaqSection />);
    const [, second] = questionButtons();
    await user.click(second!);
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);
  });
});
