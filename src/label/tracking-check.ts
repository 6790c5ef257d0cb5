// Pure. Recognises common tracking-number formats by shape and check digit; loaded lazily with the generator's checks.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Carrier = 'UPS' | 'USPS' | 'UPU' | 'FedEx' | 'DHL';

export type TrackingCheck = { kind: 'unknown' } | { kind: 'valid'; carrier: Carrier } | { kind: 'wrong-check-digit'; carrier: Carrier };

type TrackingFormat = {
  carrier: Carrier;
  shape: RegExp;
  check: (value: string) => boolean;
  /** Only these shapes are rare enough by chance to call a failed check a typo. */
  distinctive: boolean;
};

// ISO 3166-1 alpha-2: the country that issued a UPU S10 number.
const COUNTRIES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF
  CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ
  GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV
  LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR
  PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ
  UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

/** Σ digit × weight, the weights repeating from the left. */
const weighted = (digits: string, weights: readonly number[], valueOf: (char: string) => number = Number): number =>
  [...digits].reduce((sum, char, index) => sum + valueOf(char) * (weights[index % weights.length] ?? 0), 0);

const lastDigit = (value: string): number => Number(value.at(-1));

/** GS1 mod 10: weights 3, 1, 3 … from the rightmost digit before the check digit. */
const gs1 = (value: string): boolean =>
  (10 - (weighted([...value.slice(0, -1)].reverse().join(''), [3, 1]) % 10)) % 10 === lastDigit(value);

/** FedEx's mod 11: the weighted sum mod 11, then mod 10, against the digit after the serial. */
const mod11 = (serial: string, check: string | undefined, weights: readonly number[]): boolean =>
  (weighted(serial, weights) % 11) % 10 === Number(check);

// UPS counts a letter as (char code − 63) mod 10: A = 2 … H = 9, I = 0, J = 1 …
const upsValue = (char: string): number => (/\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10);
const ups = (value: string): boolean => (10 - (weighted(value.slice(2, 17), [1, 2], upsValue) % 10)) % 10 === lastDigit(value);

const s10 = (value: string): boolean => {
  const check = 11 - (weighted(value.slice(2, 10), [8, 6, 4, 2, 3, 5, 9, 7]) % 11);
  return (check === 10 ? 0 : check === 11 ? 5 : check) === Number(value[10]);
};

// A USPS IMpb: 22 or 26 digits after a 9x application identifier, 20 or 24 without one (then checked as 91 + the digits).
const IMPB = /^(?:9[1-5]\d{20}|9[1-5]\d{24}|\d{20}|\d{24})$/;
const usps = (digits: string): boolean => IMPB.test(digits) && (gs1(digits) || (!/^9[1-5]/.test(digits) && gs1(`91${digits}`)));

// The destination prefix 420 + ZIP (5 digits) or ZIP+4 (9) is outside the check: try both.
const uspsAfterZip = (value: string): boolean => usps(value.slice(8)) || usps(value.slice(12));

// Distinctive shapes first: when every matching format fails, the first distinctive one names the carrier.
const FORMATS: readonly TrackingFormat[] = [
  { carrier: 'UPS', shape: /^1Z[0-9A-Z]{16}$/, check: ups, distinctive: true },
  { carrier: 'UPU', shape: new RegExp(`^[A-Z]{2}\\d{9}(?:${COUNTRIES.join('|')})$`), check: s10, distinctive: true },
  { carrier: 'USPS', shape: /^420\d{25,31}$/, check: uspsAfterZip, distinctive: true },
  { carrier: 'USPS', shape: /^9[1-5]\d{20}$/, check: usps, distinctive: true },
  // FedEx 96…: 96, SCNC and service code, then a 14-digit serial, the only part checked. FedEx 34: a 13-digit serial at 21–33.
  { carrier: 'FedEx', shape: /^96\d{20}$/, check: (value) => gs1(value.slice(7)), distinctive: true },
  { carrier: 'FedEx', shape: /^(?:100\d{31}|96\d{32})$/, check: (value) => mod11(value.slice(20, 33), value[33], [1, 7, 3]), distinctive: true },
  // Bare digit strings: a random one often passes by chance (DHL's mod 7 one time in seven), so a failure is no sign of a typo.
  { carrier: 'FedEx', shape: /^\d{12}$/, check: (value) => mod11(value.slice(0, 11), value[11], [3, 1, 7]), distinctive: false },
  { carrier: 'FedEx', shape: /^\d{15}$|^\d{18}$/, check: gs1, distinctive: false }, // Ground; SSCC-18
  { carrier: 'USPS', shape: IMPB, check: usps, distinctive: false },
  { carrier: 'FedEx', shape: /^(?:92)?\d{20}$/, check: (value) => gs1(value.startsWith('92') ? value : `92${value}`), distinctive: false }, // SmartPost
  { carrier: 'DHL', shape: /^\d{10,11}$/, check: (value) => Number(value.slice(0, -1)) % 7 === lastDigit(value), distinctive: false },
];

/**
 * The carrier whose format a number has with its check digit holding, or null. A distinctive shape names its carrier by
 * itself; a bare digit string passes some carrier's check by chance often enough that only the carrier's name beside it
 * confirms it (the cropper reading labels; the generator does not load it).
 */
export function validTracking(value: string): { carrier: Carrier; distinctive: boolean } | null {
  const normal = value.replace(/[\s-]/g, '').toUpperCase();
  const valid = FORMATS.find((format) => format.shape.test(normal) && format.check(normal));
  return valid === undefined ? null : { carrier: valid.carrier, distinctive: valid.distinctive };
}

/** Which carrier's format a tracking number has and whether its check digit holds; spaces and hyphens are ignored. */
export function trackingCheck(value: string): TrackingCheck {
  const normal = value.replace(/[\s-]/g, '').toUpperCase();
  const matching = FORMATS.filter((format) => format.shape.test(normal));
  const valid = matching.find((format) => format.check(normal));
  if (valid !== undefined) return { kind: 'valid', carrier: valid.carrier };
  const distinctive = matching.find((format) => format.distinctive);
  return distinctive === undefined ? { kind: 'unknown' } : { kind: 'wrong-check-digit', carrier: distinctive.carrier };
}

// A sentence a carrier, so each language words it as the carrier's name needs.
const WRONG_CHECK_DIGIT: Record<Carrier, MessageDescriptor> = {
  UPS: msg`This looks like a UPS number but its check digit is wrong — a typo?`,
  USPS: msg`This looks like a USPS number but its check digit is wrong — a typo?`,
  UPU: msg`This looks like an international postal (UPU S10) number but its check digit is wrong — a typo?`,
  FedEx: msg`This looks like a FedEx number but its check digit is wrong — a typo?`,
  DHL: msg`This looks like a DHL Express number but its check digit is wrong — a typo?`,
};

/** A note for a number whose shape names a carrier but whose check digit is wrong; null for anything else. */
export function trackingAdvice(value: string): MessageDescriptor | null {
  const result = trackingCheck(value);
  return result.kind === 'wrong-check-digit' ? WRONG_CHECK_DIGIT[result.carrier] : null;
}
