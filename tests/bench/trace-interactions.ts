/**
 * Interaction latencies read from a Chromium trace (category `devtools.timeline`), unrounded.
 *
 * Chromium writes each Event Timing entry into its trace as an `EventTiming` event with the same
 * `duration` the page's PerformanceObserver gets, before that is rounded to 8 ms and cut off under
 * 16 ms. On a bare textarea a keystroke takes 16–32 ms at 6x here, so the rounded figures only move
 * in steps of a third and a 115 % ratio falls between two steps.
 */
type TraceEvent = { name?: string; ph?: string; args?: { data?: { interactionId?: number; duration?: number; timeStamp?: number } } };

/** The latency of each interaction (its longest event) that began at or after `from` (page clock, ms). */
export function interactionLatencies(traceJson: string, from: number): number[] {
  const { traceEvents } = JSON.parse(traceJson) as { traceEvents: TraceEvent[] };
  const byInteraction = new Map<number, number>();
  for (const event of traceEvents) {
    const data = event.args?.data;
    if (event.name !== 'EventTiming' || event.ph !== 'b' || !data?.interactionId || data.duration === undefined) continue;
    if ((data.timeStamp ?? -Infinity) < from) continue;
    byInteraction.set(data.interactionId, Math.max(byInteraction.get(data.interactionId) ?? 0, data.duration));
  }
  return [...byInteraction.values()];
}
