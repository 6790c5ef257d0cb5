// Samples from tracking_number_data © 2017 Jeff Keen, MIT (couriers/*.json, test_numbers), unless noted.
import { describe, expect, it } from 'vitest';
import { type Carrier, trackingAdvice, trackingCheck, validTracking } from '../../../src/label/tracking-check';
import { english } from '../../support/english';
import { upsTrackingNumber } from '../../support/tracking-number-shapes';

type Format = { name: string; carrier: Carrier; samples: readonly string[]; distinctive: boolean; words: string };

const UPS = 'a UPS number';
const USPS = 'a USPS number';
const FEDEX = 'a FedEx number';

const FORMATS: readonly Format[] = [
  // 1Z999AA10123456784: the widely published UPS example, also our sample label's number.
  { name: 'UPS 1Z', carrier: 'UPS', samples: ['1Z5R89390357567127', '1Z879E930346834440', '1Z999AA10123456784'], distinctive: true, words: UPS },
  { name: 'USPS IMpb 22', carrier: 'USPS', samples: ['9505 5110 6960 5048 6006 24', '9101 1234 5678 9000 0000 13'], distinctive: true, words: USPS },
  { name: 'USPS IMpb with 420 + ZIP or ZIP+4', carrier: 'USPS', samples: ['420 22153 9101026837331000039521', '4201002334249200190132607600833457'], distinctive: true, words: USPS },
  // RR123456785GB is the example. Computed here, not from a public source: RA473124829CH, and RR123456895US and
  // RR123456860DE, whose sums leave 11 − 0 and 11 − 1, written 5 and 0.
  { name: 'UPU S10', carrier: 'UPU', samples: ['RB123456785GB', 'RR123456785GB', 'RA473124829CH', 'RR123456895US', 'RR123456860DE'], distinctive: true, words: 'an international postal (UPU S10) number' },
  // 9612345123456789012343 computed here: the data has one sample, whose digit before the serial is 0.
  { name: 'FedEx 96… 22', carrier: 'FedEx', samples: ['9611020987654312345672', '9612345123456789012343'], distinctive: true, words: FEDEX },
  { name: 'FedEx 34', carrier: 'FedEx', samples: ['1001921334250001000300779017972697', '9622001900000000000000776632517510'], distinctive: true, words: FEDEX },
  // A SmartPost 22 is a USPS IMpb (92…) delivered by USPS: it reads as USPS.
  { name: 'FedEx SmartPost 22', carrier: 'USPS', samples: ['9261292700768711948021'], distinctive: true, words: USPS },
  { name: 'FedEx Express 12', carrier: 'FedEx', samples: ['986578788855', '477179081230'], distinctive: false, words: FEDEX },
  { name: 'FedEx Ground 15', carrier: 'FedEx', samples: ['041441760228964', '568283610012734'], distinctive: false, words: FEDEX },
  { name: 'FedEx SSCC-18', carrier: 'FedEx', samples: ['000123450000000027'], distinctive: false, words: FEDEX },
  { name: 'FedEx SmartPost 20', carrier: 'FedEx', samples: ['61299998820821171811'], distinctive: false, words: FEDEX },
  { name: 'DHL Express 10 and 11', carrier: 'DHL', samples: ['3318810025', '8487135506', '73891051146'], distinctive: false, words: 'a DHL Express number' },
];

/** The number with the digit at `index` (by default its last, the check digit) one higher, mod 10. */
const withDigitChanged = (value: string, index = value.search(/\d\D*$/)): string =>
  `${value.slice(0, index)}${(Number(value[index]) + 1) % 10}${value.slice(index + 1)}`;

describe('trackingCheck', () => {
  describe.each(FORMATS)('$name', ({ carrier, samples, distinctive, words }) => {
    it.each(samples)('recognises %s', (sample) => {
      expect(trackingCheck(sample)).toEqual({ kind: 'valid', carrier });
      expect(validTracking(sample)).toEqual({ carrier, distinctive });
    });

    if (distinctive) {
      it.each(samples)('calls %s with its check digit changed a typo, naming the carrier', (sample) => {
        expect(trackingCheck(withDigitChanged(sample))).toEqual({ kind: 'wrong-check-digit', carrier });
        expect(english(trackingAdvice(withDigitChanged(sample)) ?? { id: 'none' })).toBe(`This looks like ${words} but its check digit is wrong — a typo?`);
      });
    } else {
      it.each(samples)('says nothing about %s with its check digit changed: a bare digit string is no sign of a carrier', (sample) => {
        expect(trackingCheck(withDigitChanged(sample))).not.toEqual({ kind: 'valid', carrier });
        expect(trackingCheck(withDigitChanged(sample)).kind).not.toBe('wrong-check-digit');
        expect(trackingAdvice(withDigitChanged(sample))).toBeNull();
      });
    }
  });

  it('catches a changed digit inside the number, not only the check digit', () => {
    expect(trackingCheck(withDigitChanged('1Z999AA10123456784', 9))).toEqual({ kind: 'wrong-check-digit', carrier: 'UPS' });
    expect(trackingCheck(withDigitChanged('RR123456785GB', 4))).toEqual({ kind: 'wrong-check-digit', carrier: 'UPU' });
    expect(trackingCheck(withDigitChanged('9505511069605048600624', 12))).toEqual({ kind: 'wrong-check-digit', carrier: 'USPS' });
  });

  it('does not read a USPS number that has its own 9x identifier as 91 + its digits', () => {
    expect(trackingCheck('9505 5110 6960 5048 6006 26')).toEqual({ kind: 'wrong-check-digit', carrier: 'USPS' });
  });

  it('finds the passed-around UPS test number 1Z12345E0205271688 has a wrong check digit', () => {
    expect(trackingCheck('1Z12345E0205271688')).toEqual({ kind: 'wrong-check-digit', carrier: 'UPS' });
    expect(english(trackingAdvice('1Z12345E0205271688') ?? { id: 'none' })).toBe('This looks like a UPS number but its check digit is wrong — a typo?');
  });

  it('tolerates spaces, hyphens and lower case', () => {
    expect(trackingCheck(' 1z 999 aa1 0123 4567 84 ')).toEqual({ kind: 'valid', carrier: 'UPS' });
    expect(trackingCheck('rr-123-456-785-gb')).toEqual({ kind: 'valid', carrier: 'UPU' });
    expect(trackingCheck('9505-5110-6960-5048-6006-24')).toEqual({ kind: 'valid', carrier: 'USPS' });
  });

  it('counts a number recognised when any format it fits passes: a SmartPost 20 fails the USPS check but passes FedEx', () => {
    expect(trackingCheck('61299998820821171811')).toEqual({ kind: 'valid', carrier: 'FedEx' });
  });

  it('may take a mistyped bare digit string for another format, as bare strings pass some check by chance', () => {
    expect(trackingCheck('61299998820821171812')).toEqual({ kind: 'valid', carrier: 'USPS' });
    expect(trackingCheck('3318810026')).toEqual({ kind: 'unknown' });
  });

  it('does not take an S10 shape with a made-up country for an S10 number', () => {
    expect(trackingCheck('RB123456785XX')).toEqual({ kind: 'unknown' });
    expect(trackingAdvice('RB123456786XX')).toBeNull();
  });
});

describe('trackingAdvice', () => {
  it('has nothing to say about a valid number', () => {
    expect(trackingAdvice('1Z999AA10123456784')).toBeNull();
  });

  it.each(['', '   ', 'ABC-123', 'order 1001', '12345', '1Z999', 'JJD0099999999', '1234567890123456789012345678901234567890'])(
    'has nothing to say about a format it does not know: %j',
    (value) => {
      expect(trackingCheck(value)).toEqual({ kind: 'unknown' });
      expect(trackingAdvice(value)).toBeNull();
    },
  );
});

describe('the test fixtures’ UPS numbers', () => {
  it('all carry a right check digit, so batches of them get no advice', () => {
    for (const index of [0, 1, 7, 137, 999]) expect(trackingCheck(upsTrackingNumber(index))).toEqual({ kind: 'valid', carrier: 'UPS' });
  });
});
