import type { MessageDescriptor } from '@lingui/core';

/**
 * A message in the visitor's language (the page's `i18n._`): words made of several messages, or of a list, are put
 * together with it, each piece translated whole.
 */
export type Say = (message: MessageDescriptor) => string;
