import { speaksZpl } from '../../zpl/zpl-stock';
import { usePrintOptions, type PrintSettings } from '../print-settings';
import type { ZplRequest } from './zpl-actions';
import { ZplButtons } from './zpl-buttons';

type ZplPanelProps = { settings: PrintSettings; readRequest: () => ZplRequest };

/** The ZPL buttons, shown while the chosen stock is a roll a ZPL printer takes. */
export function ZplPanel({ settings, readRequest }: ZplPanelProps) {
  const options = usePrintOptions(settings);
  return speaksZpl(options) ? <ZplButtons readRequest={readRequest} options={options} /> : null;
}
