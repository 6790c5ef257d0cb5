import type { AddressReading } from '../../address/address-reading';
import { senderCountryOf } from '../../address/sender-country';
import type { Addressing } from '../../batch/row-address';
import type { LabelData } from '../../label/label-data';

/**
 * How a batch lays its addresses out: the sender's country is the one chosen in the form, else the one its address
 * names on its last line ("United States"), else the one whose state and postcode its last line holds, else unknown
 * (every label then names its destination country).
 */
export function addressingFor(reading: AddressReading, form: LabelData, chosenSenderCountry: string | null): Addressing {
  return { ...reading, senderCountry: senderCountryOf(reading, form.fromAddress, chosenSenderCountry) };
}
