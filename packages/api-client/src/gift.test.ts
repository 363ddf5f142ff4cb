import type { CheckoutRequest, Gift, GiftInput, PublicGift } from "@club/contract";
import { afterAll, describe, expect, expectTypeOf, it } from "vitest";
import { json, startRecordingServer } from "../test/recording-server.js";
import { createClubClient } from "./client.js";
import { ApiError } from "./errors.js";

const server = await startRecordingServer((req, res) => {
  const body = JSON.parse(req.body || "{}") as CheckoutRequest;
  if ((body.gift?.message?.length ?? 0) > 300)
    json(res, 400, { code: "VALIDATION", message: "Invalid", fields: { "gift.message": "TOO_LONG" } });
  else
    json(res, 400, { code: "VALIDATION", message: "Invalid", fields: { "gift.recipientId": "NOT_FOUND" } });
});
afterAll(() => server.close());

describe("gift orders in the SDK's types and calls", () => {
  const client = createClubClient({ baseUrl: server.baseUrl, appToken: "app", origin: "shop.test" });
  const order = (gift: GiftInput) =>
    client.POST("/api/v2/shop-pages/{shopPageId}/checkout", {
      params: { path: { shopPageId: "la-cantina" }, header: { "Idempotency-Key": "k1" } },
      body: { shippingMode: "shipping", billingMode: "receipt", howToPay: "new", email: "a@b.it", gift },
    });

  it("types the checkout's gift, the member's order's and the public page's", () => {
    expectTypeOf<CheckoutRequest["gift"]>().toEqualTypeOf<GiftInput | undefined>();
    expectTypeOf<GiftInput["recipientId"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Gift["message"]>().toEqualTypeOf<string | null>();
    expectTypeOf<PublicGift>().toHaveProperty("recipientFirstName").toEqualTypeOf<string>();
    // The public answer has no room for the recipient's address.
    expectTypeOf<PublicGift>().not.toHaveProperty("recipient");
  });

  it("sends the gift in the body and throws the platform's field codes", async () => {
    const error = await order({ recipientId: "adr_1", message: "Auguri" }).catch((caught: unknown) => caught);
    expect(JSON.parse(server.requests.at(-1)!.body)).toMatchObject({
      gift: { recipientId: "adr_1", message: "Auguri" },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fields: { "gift.recipientId": "NOT_FOUND" } });
    const long = await order({ recipientId: "adr_1", message: "a".repeat(301) }).catch(
      (caught: unknown) => caught,
    );
    expect(long).toMatchObject({ fields: { "gift.message": "TOO_LONG" } });
  });
});
