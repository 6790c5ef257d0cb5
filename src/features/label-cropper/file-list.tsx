import { useLingui } from '@lingui/react/macro';
import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import styled from 'styled-components';
import type { SourceEntry } from './cropper-store';

type FileListProps = { files: readonly SourceEntry[]; onRemove: (id: string) => void };

const stateText = (entry: SourceEntry, i18n: PageI18n): string => {
  if (entry.state === 'reading') return i18n._(msg`Reading…`);
  if (entry.state === 'problem') return entry.message ? i18n._(entry.message) : '';
  const pages = entry.pages.length;
  if (entry.kind === 'zpl') {
    const dpi = entry.pxPerMm === 12 ? 300 : 203;
    return i18n._(msg`ZPL, ${plural(pages, { one: '# label', other: '# labels' })}, read at ${plural(dpi, { other: '#' })} dpi`);
  }
  return entry.kind === 'pdf' ? i18n._(msg`${plural(pages, { one: '# page', other: '# pages' })}`) : i18n._(msg({ message: 'Image', context: 'kind of file' }));
};

/** The files brought so far: each one's state (reading, its pages, or why it cannot be used) and a way to remove it. */
export function FileList({ files, onRemove }: FileListProps) {
  const { t, i18n } = useLingui();
  if (files.length === 0) return null;
  return (
    <List aria-label={t`Your files`}>
      {files.map((entry) => {
        const name = entry.name;
        return (
          <li key={entry.id}>
            <Name>{name}</Name>
            <State $problem={entry.state === 'problem'}>{stateText(entry, i18n)}</State>
            {entry.note && <Note>{i18n._(entry.note)}</Note>}
            <Remove type="button" onClick={() => onRemove(entry.id)} aria-label={t`Remove ${name}`}>
              {t({ message: 'Remove', context: 'button' })}
            </Remove>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const State = styled.span<{ $problem: boolean }>`
  grid-column: 1;
  font-size: 0.875rem;
  color: ${({ $problem, theme }) => ($problem ? theme.color.danger : theme.color.textMuted)};
`;

const Remove = styled.button`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: center;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.page}; }
`;

const Note = styled.span`
  grid-column: 1 / -1;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;
