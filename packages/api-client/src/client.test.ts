import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { json, startRecordingServer } from "../test/recording-server.js";
import { createClubClient } from "./client.js";
import { ApiError, NetworkError } from "./errors.js";

// Answers by path, so each test checks the real request the client put on the wire.
const server = await startRecordingServer((req, res) => {
  const path = req.url.pathname;
  if (path === "/api/v2/style") {
    res.writeHead(200, { "Content-Type": "text/css" });
    res.end(":root { --brand: #7b1e3a; }");
  } else if (path === "/api/v2/auth/logout" || req.method === "DELETE") {
    res.writeHead(204);
    res.end();
  } else if (path === "/api/v2/profile" && req.headers.authorization !== "Bearer member-token") {
    json(res, 401, { code: "AUTHENTICATION_REQUIRED", message: "Sign in first", requestId: "req-1" });
  } else if (path === "/api/v2/auth/signin") {
    json(res, 401, {
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
      fields: { password: "INVALID" },
    });
  } else {
    json(res, 200, { path, method: req.method });
  }
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const base = { baseUrl: server.baseUrl, appToken: "app-123", origin: "shop.cantina.test" };
const last = () => server.requests.at(-1)!;

describe("headers (architecture §4)", () => {
  it("sends Accept, Content-Type, Accept-Language (default en), the origin and app-token headers", async () => {
    await createClubClient(base).GET("/api/v2/club");
    const { headers } = last();
    expect(headers.accept).toBe("application/json");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["accept-language"]).toBe("en");
    expect(headers["x-club-origin"]).toBe("shop.cantina.test");
    expect(headers["x-app-token"]).toBe("app-123");
  });

  it("reads the language from a getter on every call", async () => {
    let language: "it" | "en" = "it";
    const client = createClubClient({ ...base, language: () => language });
    await client.GET("/api/v2/club");
    expect(last().headers["accept-language"]).toBe("it");
    language = "en";
    await client.GET("/api/v2/club");
    expect(last().headers["accept-language"]).toBe("en");
  });

  it("sends a bearer Authorization header only when a token exists", async () => {
    let token: string | null = null;
    const client = createClubClient({ ...base, getAuthToken: () => token });
    await client.GET("/api/v2/club");
    expect(last().headers.authorization).toBeUndefined();
    token = "member-token";
    await client.GET("/api/v2/profile");
    expect(last().headers.authorization).toBe("Bearer member-token");
  });

  it("sends the anonymous cart id when there is one", async () => {
    const client = createClubClient({ ...base, getCartId: () => "5b0f7c52-3f43-4a43-9a53-0c3b7d1e8f10" });
    await client.GET("/api/v2/shop-pages/{shopPageId}/cart/data", {
      params: { path: { shopPageId: "cantina" } },
    });
    expect(last().headers["x-cart-id"]).toBe("5b0f7c52-3f43-4a43-9a53-0c3b7d1e8f10");
  });
});

describe("origin (architecture §4)", () => {
  it("calls the page's own origin and names the page's host by default", async () => {
    const page = new URL(server.baseUrl);
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "location");
    Object.defineProperty(globalThis, "location", {
      configurable: true,
      value: { origin: page.origin, host: "shop.cantina.test:8443" },
    });
    try {
      await createClubClient({ appToken: "app-123" }).GET("/api/v2/club");
    } finally {
      if (descriptor) Object.defineProperty(globalThis, "location", descriptor);
      else Reflect.deleteProperty(globalThis, "location");
    }
    expect(last().url.pathname).toBe("/api/v2/club");
    expect(last().headers["x-club-origin"]).toBe("shop.cantina.test:8443");
  });
});

describe("outside a browser", () => {
  it("fails at once, naming what is missing, when baseUrl or origin is not given", () => {
    expect(() => createClubClient({ appToken: "app-123" })).toThrow(
      /^createClubClient: pass baseUrl and origin outside a browser \(baseUrl: the platform's URL; origin: .*not a URL\)$/,
    );
    expect(() => createClubClient({ appToken: "app-123", baseUrl: server.baseUrl })).toThrow(
      /^createClubClient: pass origin outside a browser \(/,
    );
    expect(() => createClubClient({ appToken: "app-123", origin: "shop.cantina.test" })).toThrow(
      /^createClubClient: pass baseUrl outside a browser \(/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a URL as origin and a relative baseUrl, with what is expected instead", () => {
    expect(() => createClubClient({ ...base, origin: "https://shop.cantina.test" })).toThrow(
      'origin must be a host such as "shop.example.com", not a URL (got "https://shop.cantina.test")',
    );
    expect(() => createClubClient({ ...base, baseUrl: "/api" })).toThrow(
      'baseUrl must be an absolute URL outside a browser (got "/api")',
    );
  });
});

describe("anonymous cart (X-Cart-Id)", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("creates a random UUID when the caller keeps none, and sends the same one on every call", async () => {
    const client = createClubClient(base);
    const cartId = client.cartId();
    expect(cartId).toMatch(UUID);
    await client.GET("/api/v2/club");
    await client.GET("/api/v2/shop-pages/{shopPageId}/cart/data", {
      params: { path: { shopPageId: "cantina" } },
    });
    expect(server.requests.map((request) => request.headers["x-cart-id"])).toEqual([cartId, cartId]);
    expect(createClubClient(base).cartId()).not.toBe(cartId);
  });

  it("sends the caller's id instead, and none while the caller has none", async () => {
    let stored: string | null = null;
    const client = createClubClient({ ...base, getCartId: () => stored });
    expect(client.cartId()).toBeUndefined();
    await client.GET("/api/v2/club");
    expect(last().headers["x-cart-id"]).toBeUndefined();
    stored = "5b0f7c52-3f43-4a43-9a53-0c3b7d1e8f10";
    await client.GET("/api/v2/club");
    expect(last().headers["x-cart-id"]).toBe(stored);
    expect(client.cartId()).toBe(stored);
  });

  it("creates a valid UUID where crypto.randomUUID is missing (pages over plain http)", () => {
    const randomUUID = Object.getOwnPropertyDescriptor(
      Object.getPrototypeOf(globalThis.crypto),
      "randomUUID",
    );
    Object.defineProperty(globalThis.crypto, "randomUUID", { configurable: true, value: undefined });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => createClubClient(base).cartId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID);
    } finally {
      Reflect.deleteProperty(globalThis.crypto, "randomUUID");
      if (randomUUID && !("randomUUID" in globalThis.crypto))
        Object.defineProperty(globalThis.crypto, "randomUUID", randomUUID);
    }
  });
});

describe("query (architecture §4)", () => {
  it("adds the persisted query variables to every request, beside the call's own query", async () => {
    const client = createClubClient({ ...base, getPersistedQuery: () => ({ _token: "campaign-7" }) });
    await client.GET("/api/v2/club");
    expect(last().url.searchParams.get("_token")).toBe("campaign-7");
    await client.GET("/api/v2/shop-pages/{shopPageId}/cart/listings", {
      params: { path: { shopPageId: "cantina" }, query: { shippingMode: "shipping", country: "IT" } },
    });
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      _token: "campaign-7",
      shippingMode: "shipping",
      country: "IT",
    });
    await client.POST("/api/v2/auth/logout", { body: {} });
    expect(last().url.searchParams.get("_token")).toBe("campaign-7");
  });

  it("leaves out persisted variables that are empty", async () => {
    await createClubClient({ ...base, getPersistedQuery: () => ({ _token: undefined }) }).GET("/api/v2/club");
    expect(last().url.search).toBe("");
  });

  it("serialises array parameters as the contract says (form, not exploded)", async () => {
    await createClubClient(base).GET("/api/v2/shop-pages/{shopPageId}", {
      params: { path: { shopPageId: "cantina" }, query: { expand: ["shops", "shops.items"] } },
    });
    expect(last().url.searchParams.get("expand")).toBe("shops,shops.items");
  });
});

describe("bodies (architecture §4)", () => {
  const client = createClubClient(base);

  it("sends the JSON body on PATCH and POST", async () => {
    await client.PATCH("/api/v2/shop-pages/{shopPageId}/cart", {
      params: { path: { shopPageId: "cantina" } },
      body: { items: [{ shopItemId: "brunello-2019", quantity: 6 }] },
    });
    expect(last().method).toBe("PATCH");
    expect(JSON.parse(last().body)).toEqual({ items: [{ shopItemId: "brunello-2019", quantity: 6 }] });
  });

  it("sends no body on GET and DELETE", async () => {
    await client.GET("/api/v2/club");
    expect(last().body).toBe("");
    expect(last().headers["content-length"] ?? "0").toBe("0");
    await client.DELETE("/api/v2/profile/payment-methods/{paymentMethodId}", {
      params: { path: { paymentMethodId: "pm_1" } },
      // A body passed anyway (e.g. from untyped code) never reaches the wire.
      ...({ body: { stray: true } } as object),
    });
    expect(last().method).toBe("DELETE");
    expect(last().body).toBe("");
  });

  it("sends no body when it is empty", async () => {
    await client.POST("/api/v2/auth/logout", { body: {} });
    expect(last().body).toBe("");
    await client.POST("/api/v2/auth/logout");
    expect(last().body).toBe("");
  });
});

describe("responses (architecture §4)", () => {
  const client = createClubClient(base);

  it("resolves a 204 answer to null", async () => {
    await expect(client.POST("/api/v2/auth/logout")).resolves.toBeNull();
    await expect(
      client.DELETE("/api/v2/profile/payment-methods/{paymentMethodId}", {
        params: { path: { paymentMethodId: "pm_1" } },
      }),
    ).resolves.toBeNull();
  });

  it("resolves JSON answers to their data", async () => {
    await expect(client.GET("/api/v2/club")).resolves.toEqual({ path: "/api/v2/club", method: "GET" });
  });

  it("reads the style as CSS text", async () => {
    await expect(client.GET("/api/v2/style")).resolves.toBe(":root { --brand: #7b1e3a; }");
  });

  it("throws ApiError with message 'API Error', the status and every body field for status >= 400", async () => {
    const error = await client
      .POST("/api/v2/auth/signin", { body: { email: "a@b.it", password: "wrong-password" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe("API Error");
    expect(apiError.status).toBe(401);
    expect(apiError.code).toBe("UNAUTHORIZED");
    expect(apiError.fields).toEqual({ password: "INVALID" });
    expect(apiError.body).toEqual({
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
      fields: { password: "INVALID" },
    });
    expect(apiError.intercepted).toBe(false);
  });

  it("copies extra body fields onto the error", async () => {
    const error = (await client.GET("/api/v2/profile").catch((e: unknown) => e)) as ApiError;
    expect(error.requestId).toBe("req-1");
    expect(error.code).toBe("AUTHENTICATION_REQUIRED");
  });

  it("throws NetworkError when the platform cannot be reached", async () => {
    const offline = createClubClient({ ...base, baseUrl: "http://127.0.0.1:9" });
    await expect(offline.GET("/api/v2/club")).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("interceptors (architecture §4)", () => {
  it("see every response, successful or not", async () => {
    const seen: Array<[string, number]> = [];
    const client = createClubClient({
      ...base,
      interceptors: [({ response, schemaPath }) => void seen.push([schemaPath, response.status])],
    });
    await client.GET("/api/v2/club");
    await client.GET("/api/v2/profile").catch(() => undefined);
    await client.POST("/api/v2/auth/logout");
    expect(seen).toEqual([
      ["/api/v2/club", 200],
      ["/api/v2/profile", 401],
      ["/api/v2/auth/logout", 204],
    ]);
  });

  it("can read the body and mark a response intercepted", async () => {
    const client = createClubClient(base);
    const bodies: unknown[] = [];
    const remove = client.intercept(async ({ response, body }) => {
      bodies.push(await body());
      return response.status === 401;
    });
    const error = (await client.GET("/api/v2/profile").catch((e: unknown) => e)) as ApiError;
    expect(error.intercepted).toBe(true);
    // The interceptor read a clone: the error still carries the parsed body.
    expect(error.code).toBe("AUTHENTICATION_REQUIRED");
    expect(bodies).toEqual([
      { code: "AUTHENTICATION_REQUIRED", message: "Sign in first", requestId: "req-1" },
    ]);

    remove();
    const again = (await client.GET("/api/v2/profile").catch((e: unknown) => e)) as ApiError;
    expect(again.intercepted).toBe(false);
    expect(bodies).toHaveLength(1);
  });
});
