import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatMoney, isCurrencyCode } from './money';
import type { CustomsFormChoice } from './parcel-contents';
import { CN22_LIMIT_SDR, toSdr } from './sdr-rates';

export type CustomsForm = 'CN22' | 'CN23';

/** The form, one sentence saying why, and the contents' value in SDR when the table has the currency's rate. */
export type CustomsFormDecision = { form: CustomsForm; sentence: MessageDescriptor; sdr: number | null };

/**
 * CN 22 for contents worth up to 300 SDR, CN 23 above that, when the value's currency has no rate, or when the
 * visitor chose CN 23 whatever the value. The SDR figure is rounded towards the side of the line it fell on, so
 * 300.4 SDR never reads "about 300 SDR, over the limit". The sentence's amount is written in `locale`'s figures
 * (the page passes the visitor's language).
 */
export function customsFormFor(total: { value: number; currency: string | null }, choice: CustomsFormChoice, locale?: string): CustomsFormDecision {
  const currency = total.currency !== null && isCurrencyCode(total.currency) ? total.currency : null;
  const sdr = currency === null ? null : toSdr(total.value, currency);
  const within = sdr !== null && sdr <= CN22_LIMIT_SDR;
  const worth = currency === null ? null : formatMoney(total.value, currency, locale);
  const about = sdr === null ? null : within ? Math.floor(sdr) : Math.ceil(sdr);
  const limit = CN22_LIMIT_SDR;
  if (choice === 'cn23') {
    const sentence =
      worth === null
        ? msg`CN 23, as you chose.`
        : about === null
          ? msg`CN 23, as you chose: the contents are worth ${worth}.`
          : msg`CN 23, as you chose: the contents are worth ${worth}, about ${plural(about, { other: '# SDR' })}.`;
    return { form: 'CN23', sdr, sentence };
  }
  if (total.currency === null) {
    return { form: 'CN23', sdr, sentence: msg`CN 23: the contents have no value in one currency to weigh against the CN 22’s limit of ${limit} SDR.` };
  }
  if (worth === null || about === null) {
    const code = total.currency.slice(0, 12);
    return { form: 'CN23', sdr, sentence: msg`CN 23: ShipLabel has no rate for ${code}, so it declares in full.` };
  }
  return within
    ? { form: 'CN22', sdr, sentence: msg`CN 22: the contents are worth ${worth}, about ${plural(about, { other: '# SDR' })}, within the CN 22’s limit of ${limit} SDR.` }
    : { form: 'CN23', sdr, sentence: msg`CN 23: the contents are worth ${worth}, about ${plural(about, { other: '# SDR' })}, over the CN 22’s limit of ${limit} SDR.` };
}
