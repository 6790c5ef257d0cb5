import { useSyncExternalStore } from 'react';
import type { PrintOptions } from '../../stock/print-options';
import type { PrintSettings } from './print-settings';

/** The current print options; the defaults while hydrating the prerendered page, then the remembered ones. */
export const usePrintOptions = (settings: PrintSettings): PrintOptions =>
  useSyncExternalStore(settings.subscribe, settings.get, settings.getServerSnapshot);
