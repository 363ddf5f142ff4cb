// @vitest-environment node
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { messages as accountEn } from "../locales/en/areas/account";
import { messages as checkoutEn } from "../locales/en/areas/checkout";
import { messages as checkoutStepsEn } from "../locales/en/areas/checkout-steps";
import { messages as coreEn } from "../locales/en/areas/core";
import { messages as ordersEn } from "../locales/en/areas/orders";
import { messages as shopEn } from "../locales/en/areas/shop";
import { messages as allEn } from "../locales/en/messages";
import { messages as accountIt } from "../locales/it/areas/account";
import { messages as checkoutIt } from "../locales/it/areas/checkout";
import { messages as checkoutStepsIt } from "../locales/it/areas/checkout-steps";
import { messages as coreIt } from "../locales/it/areas/core";
import { messages as ordersIt } from "../locales/it/areas/orders";
import { messages as shopIt } from "../locales/it/areas/shop";
import { messages as allIt } from "../locales/it/messages";

const id = (message: string) => generateMessageId(message);

describe("catalogs per area (scripts/catalog-areas.mjs)", () => {
  it.each([
    ["en", allEn, [coreEn, shopEn, checkoutEn, checkoutStepsEn, ordersEn, accountEn]],
    ["it", allIt, [coreIt, shopIt, checkoutIt, checkoutStepsIt, ordersIt, accountIt]],
  ] as const)("split %s without losing or changing a message", (_locale, all, areas) => {
    const merged = Object.assign({}, ...areas) as typeof all;
    expect(Object.keys(merged).sort()).toEqual(Object.keys(all).sort());
    for (const [key, value] of Object.entries(merged)) expect(value).toEqual(all[key]);
  });

  it("keeps checkout's and the account's messages out of the core every page loads", () => {
    expect(coreEn[id("Loading...")]).toBeDefined();
    expect(coreEn[id("Place order · {total}")]).toBeUndefined();
    expect(checkoutEn[id("Place order · {total}")]).toBeDefined();
    expect(coreEn[id("No recent order")]).toBeUndefined();
    expect(coreEn[id("Log in")]).toBeDefined(); // the shell's visitor link
    expect(coreEn[id("Forgot your password?")]).toBeUndefined();
    expect(accountEn[id("Forgot your password?")]).toBeDefined();
  });

  it("keeps the shop's screens' messages (shop, product, search) out of the core the home page loads", () => {
    for (const message of ["Vintage", "Grapes"]) {
      expect(coreEn[id(message)]).toBeUndefined();
      expect(shopEn[id(message)]).toBeDefined();
    }
    expect(shopIt[id("Vintage")]).toEqual(["Annata"]);
  });

  it("gives an area every message of what its screens reach, e.g. the profile's address form from checkout", () => {
    const country = id("Country");
    expect(coreEn[country]).toBeUndefined();
    expect(checkoutStepsEn[country]).toBeDefined();
    expect(accountEn[country]).toBeDefined();
  });

  it("keeps checkout's later steps' messages, and an order's screens', out of its first step's catalog", () => {
    // The invoicing step's codice fiscale, the shipping step's couriers, the card field: loaded with their code.
    for (const message of [
      "A codice fiscale has 16 characters: check that none is missing or extra",
      "Loading shipping options…",
      "Name on the card",
    ]) {
      expect(checkoutEn[id(message)], message).toBeUndefined();
      expect(checkoutStepsEn[id(message)], message).toBeDefined();
    }
    // What the first step shows is in its own catalog, and not again in the later steps' (loaded after it).
    for (const message of ["Email", "Country code", "Continue", "This field is required"]) {
      expect(checkoutEn[id(message)], message).toBeDefined();
      expect(checkoutStepsEn[id(message)], message).toBeUndefined();
    }
    expect(checkoutEn[id("No recent order")]).toBeUndefined();
    expect(ordersEn[id("No recent order")]).toBeDefined();
    expect(checkoutStepsIt[id("Name on the card")]).toEqual(["Nome sulla carta"]);
  });
});
