import type { BuyAgain } from "@club/contract";
import { afterAll, describe, expect, expectTypeOf, it } from "vitest";
import { json, startRecordingServer } from "../test/recording-server.js";
import { createClubClient } from "./client.js";
import { ApiError } from "./errors.js";

const answer: BuyAgain = {
  expenseId: "exp_1",
  shopPage: { id: "la-cantina", slug: "cantina", title: "La Cantina" },
  lines: [
    {
      shopItemId: "chianti",
      shopId: "rossi",
      title: "Chianti",
      orderedQuantity: 6,
      addQuantity: 6,
      maxQuantity: 24,
      orderedUnitPrice: { amount: 1500, currency: "EUR" },
      currentUnitPrice: { amount: 1650, currency: "EUR" },
      status: "priceChanged",
    },
  ],
};

const server = await startRecordingServer((req, res) => {
  if (req.headers.authorization !== "Bearer member-token")
    json(res, 404, { code: "NOT_FOUND", message: "Not found" });
  else json(res, 200, answer);
});
afterAll(() => server.close());

describe("buy again (getBuyAgain)", () => {
  const client = (token: string | null) =>
    createClubClient({
      baseUrl: server.baseUrl,
      appToken: "app",
      origin: "shop.test",
      getAuthToken: () => token,
    });

  it("asks for the member's order by id with the token, and answers the contract's BuyAgain", async () => {
    const result = client("member-token").GET("/api/v2/expenses/{expenseId}/buy-again", {
      params: { path: { expenseId: "exp_1" } },
    });
    expectTypeOf(result).resolves.toEqualTypeOf<BuyAgain>();
    expect(await result).toEqual(answer);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe("GET");
    expect(request.url.pathname).toBe("/api/v2/expenses/exp_1/buy-again");
    expect(request.headers.authorization).toBe("Bearer member-token");
  });

  it("throws the platform's 404 for an order that is not the member's", async () => {
    const error = await client(null)
      .GET("/api/v2/expenses/{expenseId}/buy-again", { params: { path: { expenseId: "exp_2" } } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
