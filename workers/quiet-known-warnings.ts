// @react-pdf's layout checks `Buffer.isBuffer` after every image has loaded; a worker has no Buffer, so it
// warns "Buffer is not defined" although the image is embedded correctly. Drop exactly that one message.
const KNOWN_HARMLESS = new Set(['Buffer is not defined']);

export function quietKnownWarnings(target: Pick<Console, 'warn'> = console): void {
  const warn = target.warn.bind(target);
  target.warn = (...args: unknown[]) => {
    if (args.length === 1 && typeof args[0] === 'string' && KNOWN_HARMLESS.has(args[0])) return;
    warn(...args);
  };
}
