/** Tracking numbers as carriers issue them: the shortest and the longest a label must scan. */
export const TRACKING_NUMBER_SHAPES = [
  ['an 18-character UPS-style value', '1Z999AA10123456784'],
  ['a 22-digit USPS-style value', '9400111899223197428490'],
  ['a 40-character value', 'AB12cd34EF56gh78IJ90kl12MN34op56QR78st90'],
] as const;
