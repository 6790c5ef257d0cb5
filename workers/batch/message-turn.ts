/**
 * Resolves once the worker has read the messages already waiting for it: a message sent to itself through a
 * MessageChannel queues behind them. Not setTimeout(0): a timer set from a timer's task is held back at least 4 ms
 * once five deep, and a batch that yields after each of its hundreds of parts lost over a second a worker to that.
 */
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

export function messageTurn(): Promise<void> {
  if (channel === null) {
    channel = new MessageChannel();
    // One turn per message, in the order asked; unref'd where it can be (Node), so a test's process may end.
    channel.port1.onmessage = () => waiting.shift()?.();
    (channel.port1 as unknown as { unref?: () => void }).unref?.();
  }
  const turn = new Promise<void>((resolve) => waiting.push(resolve));
  channel.port2.postMessage(null);
  return turn;
}
