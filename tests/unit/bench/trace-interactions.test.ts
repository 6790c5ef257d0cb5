import { describe, expect, it } from 'vitest';
import { interactionLatencies } from '../../bench/trace-interactions';

type Timing = { type: string; interactionId: number; duration: number; timeStamp: number };
const trace = (timings: Timing[]) =>
  JSON.stringify({
    traceEvents: [
      { name: 'RunTask', ph: 'X', args: {} },
      ...timings.flatMap((data, id) => [
        { name: 'EventTiming', ph: 'b', id, args: { data } },
        { name: 'EventTiming', ph: 'e', id },
      ]),
    ],
  });

describe('interaction latencies from a Chromium trace', () => {
  it("takes each interaction's longest event, unrounded", () => {
    const keystroke = [
      { type: 'keydown', interactionId: 7, duration: 21.4, timeStamp: 100 },
      { type: 'keypress', interactionId: 7, duration: 27.3, timeStamp: 100 },
      { type: 'keyup', interactionId: 7, duration: 9.8, timeStamp: 120 },
    ];
    expect(interactionLatencies(trace(keystroke), 0)).toEqual([27.3]);
  });

  it('leaves out events that are no interaction, and interactions from before the typing began', () => {
    const timings = [
      { type: 'keydown', interactionId: 3, duration: 60, timeStamp: 50 },
      { type: 'input', interactionId: 0, duration: 40, timeStamp: 210 },
      { type: 'keydown', interactionId: 9, duration: 12.5, timeStamp: 210 },
      { type: 'keydown', interactionId: 11, duration: 17, timeStamp: 260 },
    ];
    expect(interactionLatencies(trace(timings), 200)).toEqual([12.5, 17]);
  });
});
