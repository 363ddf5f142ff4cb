import { i18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { expect, it } from "vitest";
import { activateLanguage } from "../i18n/i18n";
import { orderSummary } from "./order-summary-chunk";

it("loads the order summary with its messages, which checkout's first-step catalog leaves out", async () => {
  const coupon = generateMessageId("Coupon code");
  await activateLanguage("it");
  expect(i18n._(coupon)).not.toBe("Codice coupon");
  await orderSummary.preload();
  expect(i18n._(coupon)).toBe("Codice coupon");
});
