import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { limitsSentence } from '../../cropper/cropper-limits';

const ACCEPTED = '.pdf,.png,.jpg,.jpeg,.gif,.zpl,.txt,application/pdf,image/png,image/jpeg,image/gif,text/plain';

type DropZoneProps = {
  onFiles: (files: File[]) => void;
  /** The visitor opened the file dialog: files are on their way. */
  onChoosing?: () => void;
};

/** Where files are dropped or chosen: PDFs and images of labels, read on this device only. */
export function DropZone({ onFiles, onChoosing }: DropZoneProps) {
  const { i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // Files chosen in the prerendered page, before its code had arrived, are taken as soon as it has.
  useEffect(() => {
    const early = input.current?.files;
    if (early && early.length > 0) {
      onFiles([...early]);
      if (input.current) input.current.value = '';
    }
  }, [onFiles]);
  const take = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <Zone
      $over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={take}
    >
      <Lead>
        <Trans>Drop your carrier’s label PDFs or images here</Trans>
      </Lead>
      <ChooseLabel htmlFor={inputId}>
        <Trans>Choose files</Trans>
      </ChooseLabel>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED}
        className="visually-hidden-input"
        onClick={onChoosing}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Small>
        <Trans>PDF (any number of pages), PNG, JPEG or GIF, or a ZPL file (.zpl or .txt, any number of labels).</Trans> {i18n._(limitsSentence())}
      </Small>
      <Small>
        <Trans>Nothing is uploaded: your files are read and cropped on this device, and nothing is stored.</Trans>
      </Small>
    </Zone>
  );
}

const Zone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 28px 20px;
  text-align: center;
  border: 2px dashed ${({ $over, theme }) => ($over ? theme.color.primary : '#64748b')};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ $over, theme }) => ($over ? theme.color.primarySoft : theme.color.surface)};
  .visually-hidden-input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    pointer-events: none;
  }
`;

const Lead = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 18px;
  font-weight: 600;
  color: #fff;
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
  /* The input itself is invisible: its focus ring is drawn on the label that stands for it. */
  &:has(+ input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
`;

const Small = styled.p`
  max-width: 40em;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
