import { warmNumberFormats } from "../src/number-formats-worker";

/** The worker's script, served at `NUMBER_FORMATS_WORKER_PATH` (`src/number-formats-worker.ts`). */
export const NUMBER_FORMATS_WORKER = `(${warmNumberFormats.toString()})(self)`;
