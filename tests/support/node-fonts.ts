import { prepareFonts } from '../../src/fonts/font-build';
import { fontLoader } from '../../workers/fonts/font-loader';

/** The embedded fonts as Node tests load them: the very files the build ships, read from disk. */
export const fontFilesInNode = await prepareFonts();

/** Loads fonts in Node exactly as the worker does, from the prepared files. */
export const loadFontsInNode = fontLoader(fontFilesInNode);
