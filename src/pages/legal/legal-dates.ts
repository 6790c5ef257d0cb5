/** When the policies last changed; update with every edit to their text. */
export const privacyLastUpdated = 'November 28, 2026';
export const termsLastUpdated = 'November 22, 2026';
