import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { PanelButtons, PanelMessage } from '../../ui/saved-panel';
import { logoStore } from './logo-store';
import { readLogoFile } from './read-logo-file';
import { useSenderLogo } from './use-sender-logo';

/**
 * "Logo" under the sender's fields: a PNG, JPEG or SVG up to 1 MB, drawn into a PNG on this device (an SVG is drawn,
 * never run), printed beside the sender where the label has room. Save sender keeps it with the sender.
 */
export function SenderLogoField() {
  const { t, i18n } = useLingui();
  const logo = useSenderLogo();
  const [message, setMessage] = useState<MessageDescriptor | null>(null);
  const [reading, setReading] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function choose(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    // Choosing the same file again after Remove must be heard.
    input.value = '';
    if (!file) return;
    setReading(true);
    const reading = await readLogoFile(file);
    setReading(false);
    if (reading.kind === 'problem') return setMessage(reading.message);
    logoStore.set(reading.logo);
    setMessage(msg`Logo added. It prints beside the sender where the label has room; Save sender keeps it on this device.`);
  }

  // A file chosen in the prerendered page, before this code ran, is still in the input: it is read once the page is live.
  useEffect(() => {
    if (input.current?.files?.length) void choose(input.current);
  }, []);

  return (
    <Logo role="group" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>
        <Trans context="sender field">Logo</Trans>
      </Title>
      <Row>
        {logo && <Thumbnail src={logoStore.url() ?? undefined} alt={t`Your logo`} />}
        <FileInput
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
          aria-label={logo ? t`Change the logo` : t`Add a logo`}
          aria-describedby={`${id}-hint`}
          aria-busy={reading}
          onChange={(event) => void choose(event.currentTarget)}
        />
      </Row>
      <Hint id={`${id}-hint`}>
        <Trans>PNG, JPEG or SVG, up to 1 MB. It is drawn into a picture on this device; nothing is sent.</Trans>
      </Hint>
      {logo && (
        <PanelButtons>
          <Button type="button" $variant="secondary" onClick={() => (logoStore.set(null), setMessage(msg`Logo removed from the label.`))}>
            <Trans>Remove logo</Trans>
          </Button>
        </PanelButtons>
      )}
      <PanelMessage role="status">{message === null ? '' : i18n._(message)}</PanelMessage>
    </Logo>
  );
}

const Logo = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Title = styled.span`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

const Thumbnail = styled.img`
  max-height: 48px;
  max-width: 120px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 4px;
  background: #fff;
`;

const FileInput = styled.input`
  font: inherit;
  max-width: 100%;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const Hint = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
