/** When the policies last changed (ISO dates, shown in the visitor's language); update with every edit to their text. */
export const privacyLastUpdated = '2026-11-28';
export const termsLastUpdated = '2026-11-22';
