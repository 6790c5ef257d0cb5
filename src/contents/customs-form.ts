import { lazily } from '../label/lazily';
import { formatMoney, isCurrencyCode } from './money';
import type { CustomsFormChoice } from './parcel-contents';
import { CN22_LIMIT_SDR, toSdr } from './sdr-rates';

export type CustomsForm = 'CN22' | 'CN23';

/** The form, one sentence saying why, and the contents' value in SDR when the table has the currency's rate. */
export type CustomsFormDecision = { form: CustomsForm; sentence: string; sdr: number | null };

const wholeFormat = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/**
 * CN 22 for contents worth up to 300 SDR, CN 23 above that, when the value's currency has no rate, or when the
 * visitor chose CN 23 whatever the value. The SDR figure is rounded towards the side of the line it fell on, so
 * 300.4 SDR never reads "about 300 SDR, over the limit".
 */
export function customsFormFor(total: { value: number; currency: string | null }, choice: CustomsFormChoice): CustomsFormDecision {
  const currency = total.currency !== null && isCurrencyCode(total.currency) ? total.currency : null;
  const sdr = currency === null ? null : toSdr(total.value, currency);
  const within = sdr !== null && sdr <= CN22_LIMIT_SDR;
  const worth = currency === null ? null : `the contents are worth ${formatMoney(total.value, currency)}`;
  const about = sdr === null ? '' : `, about ${wholeFormat().format(within ? Math.floor(sdr) : Math.ceil(sdr))} SDR`;
  if (choice === 'cn23') return { form: 'CN23', sdr, sentence: worth === null ? 'CN 23, as you chose.' : `CN 23, as you chose: ${worth}${about}.` };
  if (total.currency === null) {
    return { form: 'CN23', sdr, sentence: `CN 23: the contents have no value in one currency to weigh against the CN 22’s limit of ${CN22_LIMIT_SDR} SDR.` };
  }
  if (sdr === null) return { form: 'CN23', sdr, sentence: `CN 23: ShipLabel has no rate for ${total.currency.slice(0, 12)}, so it declares in full.` };
  return within
    ? { form: 'CN22', sdr, sentence: `CN 22: ${worth}${about}, within the CN 22’s limit of ${CN22_LIMIT_SDR} SDR.` }
    : { form: 'CN23', sdr, sentence: `CN 23: ${worth}${about}, over the CN 22’s limit of ${CN22_LIMIT_SDR} SDR.` };
}
