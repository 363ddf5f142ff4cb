// @vitest-environment node
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import * as split from "../../scripts/catalog-areas.mjs";
import { messages as accountEn } from "../locales/en/areas/account";
import { messages as checkoutEn } from "../locales/en/areas/checkout";
import { messages as coreEn } from "../locales/en/areas/core";
import { messages as extrasEn } from "../locales/en/areas/extras";
import { messages as ordersEn } from "../locales/en/areas/orders";
import { messages as shopEn } from "../locales/en/areas/shop";
import { messages as allEn } from "../locales/en/messages";
import { messages as accountIt } from "../locales/it/areas/account";
import { messages as checkoutIt } from "../locales/it/areas/checkout";
import { messages as coreIt } from "../locales/it/areas/core";
import { messages as extrasIt } from "../locales/it/areas/extras";
import { messages as ordersIt } from "../locales/it/areas/orders";
import { messages as shopIt } from "../locales/it/areas/shop";
import { messages as allIt } from "../locales/it/messages";
import { activateLanguage, i18n, withMessages } from "./i18n";

const { areaModules, areaScreens, partsWithoutTheirMessages, poOrigins } = split;
const id = (message: string) => generateMessageId(message);

describe("catalogs per area (scripts/catalog-areas.mjs)", () => {
  it.each([
    ["en", allEn, [coreEn, extrasEn, shopEn, checkoutEn, ordersEn, accountEn]],
    ["it", allIt, [coreIt, extrasIt, shopIt, checkoutIt, ordersIt, accountIt]],
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
    expect(coreEn[id("Menu")]).toBeDefined(); // the top bar's
    expect(extrasEn[id("Log in")]).toBeDefined(); // the drawer's visitor link
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
    expect(checkoutEn[country]).toBeDefined();
    expect(accountEn[country]).toBeDefined();
  });

  it("gives checkout's catalog its steps' messages, and an order's screens' to theirs", () => {
    // The first step's, the invoicing step's codice fiscale, the shipping step's couriers, the card field, the order
    // summary's coupon and every refusal's text: all load with checkout's screen.
    for (const message of [
      "Email",
      "Continue",
      "A codice fiscale has 16 characters: check that none is missing or extra",
      "Loading shipping options…",
      "Name on the card",
      "Coupon code",
      "error.COUPON_EXPIRED",
    ]) {
      const key = message.startsWith("error.") ? message : id(message);
      expect(checkoutEn[key], message).toBeDefined();
      expect(coreEn[key], message).toBeUndefined();
    }
    expect(checkoutEn[id("No recent order")]).toBeUndefined();
    expect(ordersEn[id("No recent order")]).toBeDefined();
    expect(checkoutIt[id("Name on the card")]).toEqual(["Nome sulla carta"]);
  });

  it("keeps what the home page does not show at first out of the core: errors, the cart sheet, the consent banner", () => {
    expect(coreEn[id("Our shops")]).toBeDefined(); // the home page's
    for (const message of ["Accept all", "Your cart", "I am of legal drinking age"]) {
      expect(coreEn[id(message)]).toBeUndefined();
      expect(extrasEn[id(message)]).toBeDefined();
    }
    // An error text is in the extras (the cart sheet shows it) and in every area whose screens show it at once.
    expect(coreEn["error.GENERIC"]).toBeUndefined();
    for (const area of [extrasEn, shopEn, checkoutEn, accountEn]) expect(area["error.GENERIC"]).toBeDefined();
  });

  it("has every lazy part of the core load the extras with its code", async () => {
    const { modules, lazyParts } = areaModules(await areaScreens());
    expect(lazyParts.map((part: { module: string }) => part.module)).toEqual(
      expect.arrayContaining(["src/cart/cart-sheet.tsx", "src/app/visitor-prompts.tsx"]),
    );
    expect(partsWithoutTheirMessages(modules, lazyParts, poOrigins("en"))).toEqual([]);
  });

  it("splits the modules: the core static only, the extras its lazy parts, checkout with all its steps", async () => {
    const { modules } = areaModules(await areaScreens());
    expect(modules.core.has("src/cart/cart-sheet.tsx")).toBe(false);
    expect(modules.extras.has("src/cart/cart-sheet.tsx")).toBe(true);
    expect(modules.checkout.has("src/checkout/steps/LaterStep.tsx")).toBe(true);
    expect(modules.checkout.has("src/checkout/OrderSummary.tsx")).toBe(true);
    expect(modules.extras.has("src/checkout/steps/LaterStep.tsx")).toBe(false);
  });

  it("withMessages resolves with the part once its area's messages are there", async () => {
    await activateLanguage("it");
    expect(i18n.messages[id("Accept all")]).toBeUndefined();
    await expect(withMessages("extras", async () => "the banner")()).resolves.toBe("the banner");
    expect(i18n._(id("Accept all"))).toBe(extrasIt[id("Accept all")]?.[0]);
  });
});
