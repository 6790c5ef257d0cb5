import { validTracking, type Carrier } from '../label/tracking-check';
import { plainData } from './page-reading';

// The tracking number in what a label's barcode or its text holds, and the carrier its format and check digit name.
// A barcode often holds more than the number: USPS's begins with 420 and the ZIP code, FedEx's 34 digits end with it.

/** A tracking number as read: the carrier's name, the number as the carrier prints it, the postcode its barcode holds. */
export type Tracking = { carrier: string; number: string; postcode: string | null; distinctive: boolean };

/** The posts a UPU S10 number's last two letters name; any other is named by its country code. */
const POSTS: Readonly<Record<string, string>> = {
  AU: 'Australia Post', BE: 'bpost', CA: 'Canada Post', CH: 'Swiss Post', CN: 'China Post', DE: 'Deutsche Post', ES: 'Correos',
  FR: 'La Poste', GB: 'Royal Mail', IE: 'An Post', IN: 'India Post', IT: 'Poste Italiane', JP: 'Japan Post', NL: 'PostNL',
  NZ: 'NZ Post', PL: 'Poczta Polska', SE: 'PostNord', US: 'USPS',
};

const carrierName = (carrier: Carrier, number: string): string => {
  if (carrier !== 'UPU') return carrier === 'DHL' ? 'DHL Express' : carrier;
  const country = number.slice(-2);
  return POSTS[country] ?? `Post (${country})`;
};

const plain = (text: string): string => plainData(text).toUpperCase();

/** A number checked as it is. */
function checked(number: string, postcode: string | null = null): Tracking | null {
  const valid = validTracking(number);
  return valid ? { carrier: carrierName(valid.carrier, number), number, postcode, distinctive: valid.distinctive } : null;
}

/** USPS: 420, the ZIP code (5 or 9 digits), then the IMpb; the number is the IMpb. */
function uspsWithZip(digits: string): Tracking | null {
  for (const zipLength of [5, 9]) {
    const found = checked(digits.slice(3 + zipLength), digits.slice(3, 8));
    if (found?.carrier === 'USPS') return found;
  }
  return null;
}

/** FedEx's barcodes: 34 digits end with the 12-digit number; 22 digits beginning 96 end with the 15-digit one. */
function fedex(digits: string): Tracking | null {
  if (validTracking(digits)?.carrier !== 'FedEx') return null;
  if (digits.length === 34) return { carrier: 'FedEx', number: digits.slice(-12), postcode: null, distinctive: true };
  if (digits.length === 22 && digits.startsWith('96')) return { carrier: 'FedEx', number: digits.slice(7), postcode: null, distinctive: true };
  return null;
}

/** The tracking number a barcode holds by itself, or null when what it holds is no tracking number we know. */
export function trackingInCode(text: string): Tracking | null {
  const data = plain(text);
  const compact = data.replace(/\s/g, '');
  if (/^420\d{25,31}$/.test(compact)) return uspsWithZip(compact);
  if (/^\d{22}$|^\d{34}$/.test(compact)) {
    const found = fedex(compact);
    if (found) return found;
  }
  return checked(compact);
}

/**
 * A tracking number in words after a caption ("TRACKING #: 1Z 999 AA1 01 2345 6784", "TRK# 7946 1234 5678 HD"):
 * the longest run of the groups after it that checks, spaces left out.
 */
export function trackingAfterCaption(words: string): Tracking | null {
  const groups = words.toUpperCase().split(/[\s-]+/).filter((group) => /^[0-9A-Z]+$/.test(group));
  for (let end = groups.length; end > 0; end -= 1) {
    const found = checked(groups.slice(0, end).join(''));
    if (found) return found;
  }
  return null;
}

/** The numbers a 2D code's data holds among its other fields (a UPS MaxiCode's, a carrier's PDF417). */
export function trackingsInData(text: string): Tracking[] {
  return plain(text)
    .split(/\s+/)
    .flatMap((field) => {
      const found = field.length >= 10 ? trackingInCode(field) : null;
      return found ? [found] : [];
    });
}
