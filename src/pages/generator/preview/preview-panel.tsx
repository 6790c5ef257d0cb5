import type { ReactNode } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import type { LabelData } from '../../../label/label-data';
import { GeneratorPanel } from '../generator-panel';
import type { PrintSettings } from '../settings/print-settings';
import { LabelPreview } from './label-preview';

type PreviewPanelProps = { subscribe: UseFormSubscribe<LabelData>; readLabel: () => LabelData; settings: PrintSettings; actions: ReactNode };

/** "Label Preview", kept in view beside the form on wide screens, with the download action. */
export function PreviewPanel({ subscribe, readLabel, settings, actions }: PreviewPanelProps) {
  return (
    <GeneratorPanel titleId="label-preview-title" title="Label Preview" actions={actions} sticky>
      <LabelPreview subscribe={subscribe} readLabel={readLabel} settings={settings} />
    </GeneratorPanel>
  );
}
