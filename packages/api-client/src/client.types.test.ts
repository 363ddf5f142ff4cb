import type { Cart, CheckoutActionRequired, CheckoutResult, Club, ErrorCode } from "@club/contract";
import { describe, expectTypeOf, it } from "vitest";
import { createClubClient } from "./client.js";
import { ApiError, isApiError } from "./errors.js";

// Compile-time checks: `pnpm typecheck` fails when the typed layer drifts from the contract.
describe("typed calls", () => {
  it("infers answers from the contract and hides the headers the client manages", () => {
    const client = createClubClient({ appToken: "app", baseUrl: "http://127.0.0.1:1", origin: "shop.test" });
    const typed = () => {
      expectTypeOf(client.GET("/api/v2/club")).resolves.toEqualTypeOf<Club>();
      expectTypeOf(
        client.GET("/api/v2/shop-pages/{shopPageId}/cart/data", { params: { path: { shopPageId: "x" } } }),
      ).resolves.toEqualTypeOf<Cart>();
      expectTypeOf(client.POST("/api/v2/auth/logout")).resolves.toEqualTypeOf<null>();
      expectTypeOf(client.GET("/api/v2/style")).resolves.toEqualTypeOf<string>();
      expectTypeOf(
        client.POST("/api/v2/shop-pages/{shopPageId}/checkout", {
          params: { path: { shopPageId: "x" }, header: { "Idempotency-Key": "k-123456789" } },
          body: { shippingMode: "pickup", billingMode: "receipt", howToPay: "new", email: "a@b.it" },
        }),
      ).resolves.toEqualTypeOf<CheckoutResult | CheckoutActionRequired>();
      const body = {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "new",
        email: "a@b.it",
      } as const;
      const withoutKey = { path: { shopPageId: "x" } };
      // @ts-expect-error checkout needs its Idempotency-Key
      void client.POST("/api/v2/shop-pages/{shopPageId}/checkout", { params: withoutKey, body });
      // @ts-expect-error a path parameter is required
      void client.GET("/api/v2/shop-pages/{shopPageId}");
      // @ts-expect-error not a method of this path
      void client.DELETE("/api/v2/club");
    };
    expectTypeOf(typed).toBeFunction();
  });
});

describe("typed error codes", () => {
  it("types error.code by the contract's ErrorCode, and isApiError's code too", () => {
    const error: unknown = new ApiError(401, { code: "UNAUTHORIZED", message: "Invalid email or password" });
    if (isApiError(error)) expectTypeOf(error.code).toEqualTypeOf<ErrorCode | undefined>();
    if (isApiError(error, "UNAUTHORIZED")) expectTypeOf(error.code).toEqualTypeOf<"UNAUTHORIZED">();
    const typo = () => {
      // @ts-expect-error a code the contract does not list (UNAUTHORISED) fails to compile
      void isApiError(error, "UNAUTHORISED");
      // @ts-expect-error compared with a code outside the contract
      void (isApiError(error) && error.code === "NOT_A_CODE");
    };
    expectTypeOf(typo).toBeFunction();
    expectTypeOf(isApiError(error, "UNAUTHORIZED")).toBeBoolean();
  });
});
