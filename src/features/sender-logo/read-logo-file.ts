import type { MessageDescriptor } from '@lingui/core';
import { LOGO_MAX_PX, type SenderLogo } from '../../label/sender-logo';
import { LOGO_FILE_LIMIT_BYTES, LOGO_MAX_SOURCE_PX, logoFileKind, logoFileProblem, logoMessages } from './logo-file-rules';

export type LogoReading = { kind: 'logo'; logo: SenderLogo } | { kind: 'problem'; message: MessageDescriptor };

const MIME = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' } as const;
// An SVG with no size of its own is drawn at the size browsers give such a picture.
const DEFAULT_SVG_SIZE = { width: 300, height: 150 };

/**
 * A logo file as ShipLabel keeps it: checked (its size, its kind by its bytes, an SVG's code), decoded by the browser as
 * an <img> (which never runs an SVG's scripts) and drawn into a PNG at most LOGO_MAX_PX a side, an SVG as large as that.
 */
export async function readLogoFile(file: File): Promise<LogoReading> {
  // The size first, from the file itself: a 20 MB picture is refused without being read.
  if (file.size > LOGO_FILE_LIMIT_BYTES) return { kind: 'problem', message: logoMessages.tooLarge(file.name, file.size) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = logoFileProblem(file.name, bytes);
  const kind = logoFileKind(bytes);
  if (problem !== null || kind === null) return { kind: 'problem', message: problem ?? logoMessages.notImage(file.name) };

  const url = URL.createObjectURL(new Blob([bytes], { type: MIME[kind] }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const source = image.naturalWidth > 0 && image.naturalHeight > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : DEFAULT_SVG_SIZE;
    if (kind !== 'svg' && Math.max(source.width, source.height) > LOGO_MAX_SOURCE_PX) {
      return { kind: 'problem', message: logoMessages.tooManyPixels(file.name, source.width, source.height) };
    }
    const longest = Math.max(source.width, source.height);
    const scale = kind === 'svg' ? LOGO_MAX_PX / longest : Math.min(1, LOGO_MAX_PX / longest);
    const widthPx = Math.max(1, Math.round(source.width * scale));
    const heightPx = Math.max(1, Math.round(source.height * scale));
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [widthPx, heightPx];
    canvas.getContext('2d')?.drawImage(image, 0, 0, widthPx, heightPx);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (png === null) return { kind: 'problem', message: logoMessages.unreadable(file.name) };
    return { kind: 'logo', logo: { png: new Uint8Array(await png.arrayBuffer()), widthPx, heightPx } };
  } catch {
    return { kind: 'problem', message: logoMessages.unreadable(file.name) };
  } finally {
    URL.revokeObjectURL(url);
  }
}
