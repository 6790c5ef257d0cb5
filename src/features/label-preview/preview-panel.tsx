import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import type { LabelData } from '../../label/label-data';
import { ColumnPanel } from '../../ui/column-panel';
import type { PrintSettings } from '../print-settings';
import { deferredPart } from '../../ui/deferred-part';

/**
 * The live preview's code (the layout model it shares with the PDF, and its view) is fetched once the form is live:
 * at idle, or when the visitor reaches for the form. Until then the prerendered label stays on screen as it is.
 */
export const livePreview = deferredPart(() => import('./label-preview').then((module) => module.LabelPreview));

type PreviewPanelProps = { subscribe: UseFormSubscribe<LabelData>; readLabel: () => LabelData; settings: PrintSettings; actions: ReactNode; footer?: ReactNode };

/** "Label Preview", kept in view beside the form on wide screens, with the download action. */
export function PreviewPanel({ subscribe, readLabel, settings, actions, footer }: PreviewPanelProps) {
  const { t } = useLingui();
  return (
    <ColumnPanel titleId="label-preview-title" title={t`Label Preview`} actions={actions} sticky>
      <livePreview.Part subscribe={subscribe} readLabel={readLabel} settings={settings} />
      {footer}
    </ColumnPanel>
  );
}
