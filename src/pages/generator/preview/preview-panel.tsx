import type { ReactNode } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../../label/label-data';
import { media } from '../../../theme/theme';
import { Panel, PanelHeader } from '../generator-panel';
import { LabelPreview } from './label-preview';

type PreviewPanelProps = { subscribe: UseFormSubscribe<LabelData>; readLabel: () => LabelData; actions: ReactNode };

/** "Label Preview", kept in view beside the form on wide screens, with the download action. */
export function PreviewPanel({ subscribe, readLabel, actions }: PreviewPanelProps) {
  return (
    <Sticky aria-labelledby="label-preview-title">
      <PanelHeader>
        <h2 id="label-preview-title">Label Preview</h2>
        {actions}
      </PanelHeader>
      <LabelPreview subscribe={subscribe} readLabel={readLabel} />
    </Sticky>
  );
}

const Sticky = styled(Panel)`
  ${media.wide} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
`;
