import { setupI18n, type MessageDescriptor } from '@lingui/core';

// The source language: a descriptor's own message (kept outside production builds), its values put in.
const source = setupI18n({ locale: 'en', messages: { en: {} } });

/** A message as an English-speaking visitor reads it. */
export const english = (message: MessageDescriptor): string => source._(message);
