// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { HYDRATION_SCRIPTS_ID } from "./hydration-start";
import { startNumberFormats } from "./number-formats-start";
import { NUMBER_FORMATS_WORKER_PATH } from "./number-formats-worker";

function fakeWorker() {
  const started: { url: string; messages: unknown[] }[] = [];
  class Worker {
    messages: unknown[] = [];
    constructor(url: string) {
      started.push({ url, messages: this.messages });
    }
    postMessage(message: unknown) {
      this.messages.push(message);
    }
  }
  vi.stubGlobal("Worker", Worker);
  return started;
}

describe("startNumberFormats", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    document.documentElement.lang = "";
  });

  it("starts the worker with the page's language on a page the browser renders", () => {
    const started = fakeWorker();
    document.documentElement.lang = "it";
    startNumberFormats(window);
    expect(started).toEqual([{ url: NUMBER_FORMATS_WORKER_PATH, messages: ["it"] }]);
  });

  it("leaves a server-rendered page to its loader, which started one already", () => {
    const started = fakeWorker();
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_SCRIPTS_ID}">{}</script>`;
    startNumberFormats(window);
    expect(started).toEqual([]);
  });

  it("does without when the browser refuses the worker", () => {
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("refused", "SecurityError");
        }
      },
    );
    expect(() => startNumberFormats(window)).not.toThrow();
  });
});
