const NOT_LATIN_LETTER = /(?![\p{Script=Latin}])\p{L}/u;

/**
 * A name as a lookup key, so "Côte d’Ivoire", "cote d'ivoire" and "COTE D IVOIRE" meet: compatibility forms
 * folded (NFKC), lower case, punctuation as spaces, "&"/"and" and "the" dropped, "saint" as "st". Accents
 * are dropped from Latin-script names only: in Devanagari or Thai the marks are letters, and names would collide.
 */
export function searchKey(text: string): string {
  // A batch asks for the same few countries, states and cities row after row: each is worked out once.
  let key = known.get(text);
  if (key === undefined) {
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(text, (key = keyOf(text)));
  }
  return key;
}

const KNOWN_LIMIT = 5_000;
const known = new Map<string, string>();

function keyOf(text: string): string {
  let key = text.normalize('NFKC').toLowerCase();
  if (!NOT_LATIN_LETTER.test(key)) key = key.normalize('NFD').replace(/\p{M}/gu, '');
  return key
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .replace(/\b(?:and|the)\b/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim();
}
