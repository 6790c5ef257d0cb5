// The embedded fonts' URLs, for the worker (which fetches a font the first time a label needs it) and the
// preview (whose @font-face rules load the very same files). Both are built by font-build.ts.
import type { EmbeddedFont } from '../label/label-fonts';
import IBMPlexSansArabic from 'shiplabel-fonts/IBMPlexSansArabic.ttf?url';
import NotoSans from 'shiplabel-fonts/NotoSans.ttf?url';
import NotoSansArmenian from 'shiplabel-fonts/NotoSansArmenian.ttf?url';
import NotoSansBengali from 'shiplabel-fonts/NotoSansBengali.ttf?url';
import NotoSansDevanagari from 'shiplabel-fonts/NotoSansDevanagari.ttf?url';
import NotoSansGeorgian from 'shiplabel-fonts/NotoSansGeorgian.ttf?url';
import NotoSansHebrew from 'shiplabel-fonts/NotoSansHebrew.ttf?url';
import NotoSansKR from 'shiplabel-fonts/NotoSansKR.ttf?url';
import NotoSansSC from 'shiplabel-fonts/NotoSansSC.ttf?url';
import NotoSansTamil from 'shiplabel-fonts/NotoSansTamil.ttf?url';
import NotoSansThai from 'shiplabel-fonts/NotoSansThai.ttf?url';

export const FONT_FILES: Readonly<Record<EmbeddedFont, string>> = {
  NotoSans,
  NotoSansArmenian,
  NotoSansGeorgian,
  NotoSansHebrew,
  IBMPlexSansArabic,
  NotoSansDevanagari,
  NotoSansBengali,
  NotoSansTamil,
  NotoSansThai,
  NotoSansSC,
  NotoSansKR,
};
