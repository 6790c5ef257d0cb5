import { Trans } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { deferredPart } from '../../ui/deferred-part';
import { useReachOrIdle } from '../../ui/use-reach-or-idle';
import { BandIntro, PageBand } from '../../ui/page-band';
import type { PrintSettings } from '../print-settings';
import type { FormAccess } from './form-access';
import { useEarlyDrops } from './use-early-drops';

// A first label needs none of the batch's code: it is fetched when the visitor reaches for the section, or at idle.
const workspace = deferredPart(() => import('./batch-workspace').then((module) => module.BatchWorkspace));

type BatchSectionProps = { form: FormAccess; settings: PrintSettings };

/** Labels for a whole day's orders: a spreadsheet in, one PDF of every label out, all in this browser. */
export function BatchSection({ form, settings }: BatchSectionProps) {
  const section = useRef<HTMLElement>(null);
  const [live, setLive] = useState(false);
  const onLive = useCallback(() => setLive(true), []);
  useReachOrIdle(section, workspace.load);
  useEarlyDrops(section, live);
  return (
    <Batch ref={section} aria-labelledby="batch-title">
      <h2 id="batch-title">
        <Trans>Labels from a spreadsheet</Trans>
      </h2>
      <BandIntro>
        <Trans>
          Import your orders as a CSV (Shopify, WooCommerce, Etsy, eBay and Amazon exports work as they are), check them, and get one PDF
          with a label for every row, in the label size chosen above. Nothing is uploaded.
        </Trans>
      </BandIntro>
      <workspace.Part form={form} settings={settings} onLive={onLive} />
    </Batch>
  );
}

// The last part of the page: more room below it.
const Batch = styled(PageBand)`
  margin-bottom: 64px;
`;
