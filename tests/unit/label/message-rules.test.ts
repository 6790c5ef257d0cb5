import { describe, expect, it } from 'vitest';
import { hasMessage, messageText } from '../../../src/label/message-rules';
import { makeLabel } from '../../support/make-label';

describe('message rules', () => {
  it('shows the MESSAGE section when the custom message has text', () => {
    expect(hasMessage(makeLabel({ customMessage: 'Fragile' }))).toBe(true);
  });

  it('hides the MESSAGE section for an empty or whitespace-only message', () => {
    expect(hasMessage(makeLabel({ customMessage: '' }))).toBe(false);
    expect(hasMessage(makeLabel({ customMessage: '  \r\n\t ' }))).toBe(false);
  });

  it('prints the message trimmed, keeping its inner line breaks', () => {
    expect(messageText(makeLabel({ customMessage: '\n  Fragile\nThis side up  \n' }))).toBe('Fragile\nThis side up');
  });
});
