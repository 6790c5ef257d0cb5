import { Font } from '@react-pdf/renderer';

// react-pdf would otherwise insert '-' into long words, corrupting tracking numbers and e-mail addresses.
Font.registerHyphenationCallback((word) => [word]);
