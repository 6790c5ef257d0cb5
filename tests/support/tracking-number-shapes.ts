/** Tracking numbers as carriers issue them: the shortest and the longest a label must scan. */
export const TRACKING_NUMBER_SHAPES = [
  ['an 18-character UPS-style value', '1Z999AA10123456784'],
  ['a 22-digit USPS-style value', '9400111899223197428490'],
  ['a 40-character value', 'AB12cd34EF56gh78IJ90kl12MN34op56QR78st90'],
] as const;

// UPS counts a letter as (char code − 63) mod 10; odd places once, even places twice.
const upsValue = (char: string): number => (/\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10);

/** The `index`-th of many distinct UPS numbers with a right check digit, as a day's batch of real parcels has. */
export const upsTrackingNumber = (index: number): string => {
  const body = `1Z999AA1${String(index).padStart(9, '0')}`;
  const sum = [...body.slice(2)].reduce((total, char, at) => total + upsValue(char) * (at % 2 === 0 ? 1 : 2), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};
