/** Shared between a server's `/readyz` and its shutdown: once draining, readiness answers 503. */
export interface ShutdownState {
  draining: boolean;
}

/** What `gracefulShutdown` needs to know of the server(s) it stops. */
export interface GracefulShutdownOptions {
  /** The listening servers (the public one, a metrics one): all stop accepting together. */
  servers: Array<{ close(callback?: (error?: Error) => void): unknown; closeIdleConnections?: () => void }>;
  state: ShutdownState;
  /**
   * How long readiness answers 503 while the server still accepts requests, before the listeners close: the time a
   * load balancer needs to see it and route new requests elsewhere (0 when nothing polls readiness).
   */
  drainMs: number;
  /** After this the process exits 1, whatever is still open (requests that never end, a stuck pool). */
  timeoutMs: number;
  /** Runs after the last request in flight has been answered: stop jobs, close the database pool, flush logs. */
  cleanup?: () => Promise<void> | void;
  log: (fields: Record<string, unknown>, message: string) => void;
  /** Which signals start it (SIGTERM from a container platform or a process manager, SIGINT from a terminal). */
  signals?: NodeJS.Signals[];
  exit?: (code: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a server the way a rolling restart needs: readiness turns false first, then (after `drainMs`) the listeners
 * stop accepting, requests in flight are answered, each keep-alive connection is closed as soon as it is idle,
 * and only then `cleanup` runs and the process exits 0. Returns the function the signals call (tests call it too).
 */
export function gracefulShutdown(options: GracefulShutdownOptions): (reason: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      options.state.draining = true;
      options.log(
        { reason, drainMs: options.drainMs },
        "shutting down: not ready, finishing requests in flight",
      );
      const force = setTimeout(() => {
        options.log({ reason }, "shutdown timed out; exiting with requests still open");
        exit(1);
      }, options.timeoutMs);
      force.unref();
      if (options.drainMs > 0) await sleep(options.drainMs);
      await Promise.all(
        options.servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              // A keep-alive connection whose request is still running is closed once its answer is sent.
              const idle = setInterval(() => server.closeIdleConnections?.(), 50);
              server.close(() => {
                clearInterval(idle);
                resolve();
              });
              server.closeIdleConnections?.();
            }),
        ),
      );
      await options.cleanup?.();
      clearTimeout(force);
      options.log({ reason }, "stopped");
      exit(0);
    })();
    return stopping;
  };
  for (const signal of options.signals ?? ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));
  return stop;
}
