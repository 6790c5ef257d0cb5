import { lazy, Suspense } from 'react';
import { speaksZpl } from '../../zpl/zpl-stock';
import { usePrintOptions, type PrintSettings } from '../print-settings';
import type { ZplRequest } from './zpl-actions';

// The buttons' code is fetched only when the chosen label size is a roll a ZPL printer takes.
const ZplButtons = lazy(() => import('./zpl-buttons').then(({ ZplButtons: component }) => ({ default: component })));

type ZplPartProps = { settings: PrintSettings; readRequest: () => ZplRequest };

/** Download ZPL and Copy ZPL where the chosen stock is a thermal roll a ZPL printer takes; nothing elsewhere. */
export function ZplPart({ settings, readRequest }: ZplPartProps) {
  const options = usePrintOptions(settings);
  if (!speaksZpl(options)) return null;
  return (
    <Suspense fallback={null}>
      <ZplButtons readRequest={readRequest} options={options} />
    </Suspense>
  );
}
