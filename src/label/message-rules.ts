import type { LabelData } from './label-data';
import { isFilled } from './filled-text';

/** The MESSAGE section appears only when the custom message has non-whitespace text. */
export const hasMessage = (data: LabelData): boolean => isFilled(data.customMessage);

/** The message as printed: surrounding whitespace removed, inner line breaks kept. */
export const messageText = (data: LabelData): string => data.customMessage.trim();
