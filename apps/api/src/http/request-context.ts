import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written while serving a request carries, wherever in the code it is written. */
interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The request id of the request being served, if any (log lines outside requests have none). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
