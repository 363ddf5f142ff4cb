import { describe, expect, it, vi } from "vitest";
import { BOOTSTRAP_ELEMENT_ID, loadBootstrap, parseBootstrap } from "./bootstrap";

describe("bootstrap", () => {
  it("reads the server's inlined JSON", async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">{"appToken":"demo","nonce":"n","language":"it","style":""}</script>`;
    const fetch = vi.fn();
    expect(await loadBootstrap(document, fetch)).toEqual({
      appToken: "demo",
      nonce: "n",
      language: "it",
      style: "",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("on a static host, fetches /club.json", async () => {
    document.body.innerHTML = "";
    const fetch = vi.fn(async () => new Response(JSON.stringify({ appToken: "static" })));
    expect(await loadBootstrap(document, fetch as never)).toEqual({ appToken: "static" });
    expect(fetch).toHaveBeenCalledWith("/club.json", expect.anything());
  });

  it("refuses a configuration without an app token", async () => {
    expect(parseBootstrap('{"config":{}}')).toBeNull();
    expect(parseBootstrap("not json")).toBeNull();
    document.body.innerHTML = "";
    const fetch = vi.fn(async () => new Response("nope", { status: 404 }));
    await expect(loadBootstrap(document, fetch as never)).rejects.toThrow(/club\.json/);
  });
});
