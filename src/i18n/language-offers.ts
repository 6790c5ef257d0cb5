import type { LocaleCode } from './locales';

/**
 * The offer line's words, each in its own language: it speaks to a visitor who reads that language, on a page in
 * another. Only these three phrases are needed from a language not loaded, so they are kept here, not in its catalog.
 */
export type LanguageOffer = { line: string; go: string; close: string };

export const LANGUAGE_OFFERS: Readonly<Record<LocaleCode, LanguageOffer>> = {
  en: { line: 'This page is also in English.', go: 'View in English', close: 'Close' },
  es: { line: 'Esta página también está en español.', go: 'Ver en español', close: 'Cerrar' },
  de: { line: 'Diese Seite gibt es auch auf Deutsch.', go: 'Auf Deutsch ansehen', close: 'Schließen' },
  fr: { line: 'Cette page existe aussi en français.', go: 'Voir en français', close: 'Fermer' },
  it: { line: 'Questa pagina è disponibile anche in italiano.', go: 'Vedi in italiano', close: 'Chiudi' },
  'pt-BR': { line: 'Esta página também está disponível em português.', go: 'Ver em português', close: 'Fechar' },
  nl: { line: 'Deze pagina is er ook in het Nederlands.', go: 'Bekijk in het Nederlands', close: 'Sluiten' },
  pl: { line: 'Ta strona jest dostępna także po polsku.', go: 'Zobacz po polsku', close: 'Zamknij' },
  hi: { line: 'यह पेज हिन्दी में भी उपलब्ध है।', go: 'हिन्दी में देखें', close: 'बंद करें' },
  ja: { line: 'このページは日本語でもご覧いただけます。', go: '日本語で見る', close: '閉じる' },
  'zh-Hans': { line: '此页面也有简体中文版。', go: '查看中文版', close: '关闭' },
  ar: { line: 'هذه الصفحة متوفرة أيضًا باللغة العربية.', go: 'عرض بالعربية', close: 'إغلاق' },
};
