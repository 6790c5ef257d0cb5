/**
 * A progress report passed on at most once per `everyMs`, always keeping the latest value; the final value
 * (the count reaching its end) is the caller's to send, so a report may be dropped but never reordered.
 */
export function throttled(report: (value: number) => void, everyMs: number, now: () => number = () => performance.now()): (value: number) => void {
  let last = -Infinity;
  return (value) => {
    const time = now();
    if (time - last < everyMs) return;
    last = time;
    report(value);
  };
}
