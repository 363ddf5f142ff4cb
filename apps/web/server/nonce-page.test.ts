import { describe, expect, it } from "vitest";
import { fillNonce, fillStream, NONCE_PLACEHOLDER, noncePage } from "./nonce-page";

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe("the nonce placeholder", () => {
  it("is filled in every place of a held page", () => {
    const page = noncePage(`<style nonce="${NONCE_PLACEHOLDER}"></style>{"nonce":"${NONCE_PLACEHOLDER}"}`);
    expect(fillNonce(page, "abc+/=")).toBe('<style nonce="abc+/="></style>{"nonce":"abc+/="}');
  });

  it("is filled in a stream wherever the chunks cut it, and the text as it came is handed over", async () => {
    const text = `<p>é</p><style nonce="${NONCE_PLACEHOLDER}"></style>~<i>${NONCE_PLACEHOLDER}</i>~`;
    const bytes = new TextEncoder().encode(text);
    for (let cut = 1; cut < bytes.length; cut++) {
      let seen = "";
      const chunks = [bytes.slice(0, cut), bytes.slice(cut)];
      const stream = fillStream(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        }),
        "N0nce==",
        (all) => {
          seen = all;
        },
      );
      expect(await new Response(stream).text()).toBe(
        '<p>é</p><style nonce="N0nce=="></style>~<i>N0nce==</i>~',
      );
      expect(seen).toBe(text);
    }
  });

  it("passes text without the placeholder unchanged", async () => {
    const stream = fillStream(streamOf(["~a", "b~", "~"]), "n", () => undefined);
    expect(await new Response(stream).text()).toBe("~ab~~");
  });
});
