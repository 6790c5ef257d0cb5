// How much one SDR is worth in common currencies, kept in the code: ShipLabel asks no server, so the rates are
// those of a stated day. A CN 22 is allowed up to 300 SDR (UPU Convention Regulations, article on customs
// declarations); near that line the day's rate matters little, and CN 23 is always an acceptable choice.

/** The CN 22's limit: contents worth more than this go on a CN 23. */
export const CN22_LIMIT_SDR = 300;

export type SdrRates = {
  /** The day the rates are of, yyyy-mm-dd. */
  date: string;
  source: string;
  /** Currency units per SDR, by ISO 4217 code. */
  unitsPerSdr: Readonly<Record<string, number>>;
  /** Codes whose rate is not the IMF's own figure for `date`, and why. */
  notes: Readonly<Record<string, string>>;
};

export const SDR_RATES: SdrRates = {
  date: '2025-10-20',
  source:
    'IMF, "Currency units per SDR" for 20 October 2025, as reprinted by Business Recorder on 22 and 25 October 2025 (brecorder.com/news/40388541, /40389116)',
  unitsPerSdr: {
    USD: 1.36568,
    EUR: 1.17176,
    GBP: 1.01841,
    JPY: 206.163,
    CNY: 9.72772,
    CAD: 1.91687,
    AUD: 2.10008,
    NZD: 2.37945,
    CHF: 1.08258,
    SEK: 12.8776,
    NOK: 13.7581,
    DKK: 8.75113,
    PLN: 4.96411,
    CZK: 28.4595,
    INR: 119.888,
    KRW: 1938.59,
    MXN: 25.1329,
    BRL: 7.34258,
    ILS: 4.52178,
    AED: 5.01547,
    SAR: 5.1213,
    SGD: 1.76799,
    HKD: 10.65,
    HUF: 457,
    TRY: 57.3,
    ZAR: 23.8,
  },
  notes: {
    SGD: 'The IMF published no Singapore dollar rate for 20 October 2025; this is its figure for 17 October 2025.',
    HKD: "Not in the IMF's table: the US dollar's rate times 7.80, the middle of the Hong Kong dollar's 7.75–7.85 band (within 0.7%).",
    HUF: "Not in the IMF's table: the US dollar's rate times about 335 forints per dollar, the market rate of mid-October 2025 (within a few per cent).",
    TRY: "Not in the IMF's table: the US dollar's rate times about 42 lira per dollar, the market rate of mid-October 2025 (within a few per cent; the lira falls month by month, which only makes the form err towards CN 23).",
    ZAR: "Not in the IMF's table: the US dollar's rate times about 17.4 rand per dollar, the market rate of mid-October 2025 (within a few per cent).",
  },
};

/** An amount in SDR at the table's rates, or null for a currency the table has no rate for. */
export function toSdr(amount: number, currency: string): number | null {
  const rate = Object.hasOwn(SDR_RATES.unitsPerSdr, currency) ? SDR_RATES.unitsPerSdr[currency] : undefined;
  return rate === undefined ? null : amount / rate;
}
