import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqSection } from '../../src/pages/home/faq-section';
import { faqItems } from '../../src/pages/home/faq-items';
import { english } from '../support/english';
import { renderWithRouter } from '../support/render-app';

// Opening and closing is the browser's own (<details>); faq.spec.ts clicks it in Chromium, with and without JavaScript.
describe('FAQ accordion', () => {
  it('shows the five questions as headings, each closed over its answer', () => {
    renderWithRouter(<FaqSection />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(faqItems.map((item) => english(item.question)));
    for (const [index, heading] of headings.entries()) {
      const details = heading.closest('details');
      expect(details).not.toBeNull();
      expect(details).not.toHaveAttribute('open');
      expect(heading.closest('summary')).not.toBeNull();
      expect(details).toHaveTextContent(english(faqItems[index]!.answer));
    }
  });

  it('gives every question the same accordion name, so one answer is open at a time', () => {
    renderWithRouter(<FaqSection />);
    const names = [...document.querySelectorAll('details')].map((details) => details.getAttribute('name'));
    expect(names).toEqual(faqItems.map(() => 'faq'));
  });
});
