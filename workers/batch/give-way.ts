import { messageTurn } from './message-turn';

// The most a batch waits for the visitor's typing, in all: half the bridge's time limit for it (20 s and 100 ms a
// label), so a held batch still finishes well within that limit.
const mostWaitedMs = (labels: number): number => 5_000 + 50 * labels;

/**
 * A batch that gives way to typing: while the visitor types on the page, it waits between its parts. On a
 * phone's few cores the batch worker and the page compete for the same CPU, and typing comes first.
 */
export function giveWay(labels: number, now: () => number = () => performance.now()) {
  const most = mostWaitedMs(labels);
  let quietUntil = 0;
  let waited = 0;
  return {
    /** The visitor is typing: hold the batch for `ms` from now. */
    hold(ms: number): void {
      quietUntil = Math.max(quietUntil, now() + ms);
    },
    /** Waits while the batch is held, up to 5 s and 50 ms a label over the whole batch. */
    async wait(): Promise<void> {
      // First let the worker read its messages: a part ends in promises alone, so a hold sent meanwhile waits here.
      await messageTurn();
      while (now() < quietUntil && waited < most) {
        const ms = Math.min(quietUntil - now(), most - waited);
        await new Promise((resolve) => setTimeout(resolve, ms));
        waited += ms;
      }
    },
  };
}
