// @vitest-environment jsdom
import { BOOTSTRAP_ELEMENT_ID } from "@club/storefront";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

/** What the web server writes in every page: the club's bootstrap (a static host's page has none). */
const SERVED = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">{}</script>`;

describe("startNumberFormats", () => {
  beforeEach(() => {
    document.body.innerHTML = SERVED;
  });

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
    document.body.innerHTML = `${SERVED}<script type="application/json" id="${HYDRATION_SCRIPTS_ID}">{}</script>`;
    startNumberFormats(window);
    expect(started).toEqual([]);
  });

  it("starts none on a plain static host, which serves no worker", () => {
    const started = fakeWorker();
    document.body.innerHTML = "";
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
