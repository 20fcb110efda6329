/**
 * The process's stop request, installed before anything else loads (server.ts), so a SIGTERM that
 * arrives while the modules load, the database opens or migrations run is heard and not dropped
 * (PID 1 in a container ignores signals it has no handler for). Imports nothing on purpose.
 */
export interface Lifecycle {
  /** Aborted when a stop is requested; start-up steps that can stop early watch it. */
  readonly signal: AbortSignal;
  /** What asked for the stop (`SIGTERM`, ...), or null while none has. */
  readonly stopReason: string | null;
  requestStop(reason: string): void;
  /** Runs `handler` on the first stop request, at once when one came before it was set. */
  onStop(handler: (reason: string) => void): void;
}

export class StartupAborted extends Error {
  constructor(reason: string) {
    super(`start-up stopped (${reason})`);
  }
}

export function createLifecycle(): Lifecycle {
  const controller = new AbortController();
  let stopReason: string | null = null;
  let handler: ((reason: string) => void) | null = null;
  return {
    signal: controller.signal,
    get stopReason() {
      return stopReason;
    },
    requestStop(reason) {
      if (stopReason !== null) return;
      stopReason = reason;
      controller.abort(new StartupAborted(reason));
      handler?.(reason);
    },
    onStop(next) {
      handler = next;
      if (stopReason !== null) next(stopReason);
    },
  };
}

/** Throws StartupAborted when a stop was requested: called between start-up steps. */
export function throwIfStopping(lifecycle: Lifecycle): void {
  if (lifecycle.stopReason !== null) throw new StartupAborted(lifecycle.stopReason);
}
