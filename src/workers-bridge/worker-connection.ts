import { wrap, type Remote } from 'comlink';

/** How a worker request ended: its value, a message for the visitor's log, replaced by a newer request, or cancelled. */
export type WorkerOutcome<T> = { kind: 'done'; value: T } | { kind: 'failed'; message: string } | { kind: 'superseded' } | { kind: 'cancelled' };

/** A call's time limit and a signal that cancels it by ending the worker. */
export type CallOptions = { limitMs: number; signal?: AbortSignal | undefined };

/** What the visitor reads when a worker fails: it died, or it hung and was restarted. */
export type WorkerFailureMessages = { died: string; hung: string };

const CANCELLED = 'Cancelled.';

/** Thrown into a cancelled call's promise: the worker was ended on purpose. */
class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

/**
 * Owns one worker: starts it on first use, answers each channel's newest request only, and turns every failure into
 * a `failed` outcome instead of a promise left pending: a worker that dies, or one that hangs past its job's time
 * limit (the watchdog), is ended and the next request starts a fresh one.
 */
export function createWorkerConnection<Api, Channel extends string>(startWorker: () => Worker, messages: WorkerFailureMessages, onRestart: () => void = () => undefined) {
  let worker: Worker | null = null;
  let remote: Remote<Api> | null = null;
  const pending = new Set<(reason: Error) => void>();
  const latest = new Map<Channel, number>();

  function connect(): Remote<Api> {
    if (remote) return remote;
    const started = startWorker();
    // Only the current worker may restart: a dead one can still deliver errors it queued before it ended.
    const died = () => worker === started && restart(new Error(messages.died));
    started.addEventListener('error', (event) => {
      event.preventDefault();
      died();
    });
    started.addEventListener('messageerror', died);
    worker = started;
    remote = wrap<Api>(started);
    return remote;
  }

  /** Ends the current worker and rejects what it still owed; the next request starts a fresh one. */
  function restart(reason: Error): void {
    worker?.terminate();
    worker = null;
    remote = null;
    onRestart();
    for (const fail of [...pending]) fail(reason);
  }

  /** The job's result, or a rejection when the worker dies or the job outlives `limitMs`. */
  function guarded<T>(job: Promise<T>, limitMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const watchdog = setTimeout(() => restart(new Error(messages.hung)), limitMs);
      const settle = () => {
        clearTimeout(watchdog);
        pending.delete(fail);
      };
      const fail = (reason: Error) => {
        settle();
        reject(reason);
      };
      pending.add(fail);
      job.then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }

  async function run<T>(channel: Channel, job: (api: Remote<Api>) => Promise<T>, call: CallOptions): Promise<WorkerOutcome<T>> {
    const ticket = (latest.get(channel) ?? 0) + 1;
    latest.set(channel, ticket);
    if (call.signal?.aborted) return { kind: 'cancelled' };
    // Cancelling ends the worker: a PDF being drawn cannot be interrupted any other way, and nothing half-made is kept.
    const cancel = () => restart(new CancelledError(CANCELLED));
    call.signal?.addEventListener('abort', cancel, { once: true });
    let outcome: WorkerOutcome<T>;
    try {
      outcome = { kind: 'done', value: await guarded(job(connect()), call.limitMs) };
    } catch (error) {
      outcome = error instanceof CancelledError ? { kind: 'cancelled' } : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      call.signal?.removeEventListener('abort', cancel);
    }
    return ticket === latest.get(channel) ? outcome : { kind: 'superseded' };
  }

  /** Ends the worker and what it still owed (answered as cancelled), as when the page that used it is left. */
  const end = (): void => restart(new CancelledError(CANCELLED));

  /** Starts the worker before its first job, which is on its way: its code is loaded meanwhile, not after. */
  const start = (): void => void connect();

  return { run, end, start };
}
