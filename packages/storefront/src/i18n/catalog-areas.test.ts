// @vitest-environment node
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { areaModules, partsWithoutTheirMessages, poOrigins } from "../../scripts/catalog-areas.mjs";
import { messages as accountEn } from "../locales/en/areas/account";
import { messages as checkoutEn } from "../locales/en/areas/checkout";
import { messages as checkoutStepsEn } from "../locales/en/areas/checkout-steps";
import { messages as coreEn } from "../locales/en/areas/core";
import { messages as extrasEn } from "../locales/en/areas/extras";
import { messages as ordersEn } from "../locales/en/areas/orders";
import { messages as shopEn } from "../locales/en/areas/shop";
import { messages as allEn } from "../locales/en/messages";
import { messages as accountIt } from "../locales/it/areas/account";
import { messages as checkoutIt } from "../locales/it/areas/checkout";
import { messages as checkoutStepsIt } from "../locales/it/areas/checkout-steps";
import { messages as coreIt } from "../locales/it/areas/core";
import { messages as extrasIt } from "../locales/it/areas/extras";
import { messages as ordersIt } from "../locales/it/areas/orders";
import { messages as shopIt } from "../locales/it/areas/shop";
import { messages as allIt } from "../locales/it/messages";
import { areaScreens, laterAreas } from "../router/lookup";
import { activateLanguage, i18n, withMessages } from "./i18n";

const id = (message: string) => generateMessageId(message);

describe("catalogs per area (scripts/catalog-areas.mjs)", () => {
  it.each([
    ["en", allEn, [coreEn, extrasEn, shopEn, checkoutEn, checkoutStepsEn, ordersEn, accountEn]],
    ["it", allIt, [coreIt, extrasIt, shopIt, checkoutIt, checkoutStepsIt, ordersIt, accountIt]],
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
    // The order summary (its coupon, every refusal's text) shows after the first step: it loads the later area too.
    for (const message of ["Coupon code", "error.COUPON_EXPIRED"]) {
      const key = message.startsWith("error.") ? message : id(message);
      expect(checkoutEn[key], message).toBeUndefined();
      expect(checkoutStepsEn[key], message).toBeDefined();
    }
    expect(checkoutEn[id("No recent order")]).toBeUndefined();
    expect(ordersEn[id("No recent order")]).toBeDefined();
    expect(checkoutStepsIt[id("Name on the card")]).toEqual(["Nome sulla carta"]);
  });

  it("keeps what the home page does not show at first out of the core: errors, the cart sheet, the consent banner", () => {
    expect(coreEn[id("Our shops")]).toBeDefined(); // the home page's
    for (const message of ["Accept all", "Your cart", "I am of legal drinking age"]) {
      expect(coreEn[id(message)]).toBeUndefined();
      expect(extrasEn[id(message)]).toBeDefined();
    }
    // An error text is in the extras (the cart sheet shows it) and in every area whose screens show it at once.
    expect(coreEn["error.GENERIC"]).toBeUndefined();
    for (const area of [extrasEn, shopEn, checkoutStepsEn, accountEn])
      expect(area["error.GENERIC"]).toBeDefined();
  });

  it("has every lazy part of the core load the extras with its code", async () => {
    const { modules, lazyParts } = areaModules(areaScreens(), laterAreas());
    expect(lazyParts.map((part: { module: string }) => part.module)).toEqual(
      expect.arrayContaining(["src/cart/cart-sheet.tsx", "src/app/visitor-prompts.tsx"]),
    );
    expect(partsWithoutTheirMessages(modules, lazyParts, poOrigins("en"))).toEqual([]);
  });

  it("splits the modules: the core static only, the extras its lazy parts, checkout stopping at its later parts", () => {
    const { modules } = areaModules(areaScreens(), laterAreas());
    expect(modules.core.has("src/cart/cart-sheet.tsx")).toBe(false);
    expect(modules.extras.has("src/cart/cart-sheet.tsx")).toBe(true);
    expect(modules.checkout.has("src/checkout/load-later.ts")).toBe(true);
    expect(modules.checkout.has("src/checkout/later.ts")).toBe(false);
    expect(modules["checkout-steps"].has("src/checkout/later.ts")).toBe(true);
    expect(modules.extras.has("src/checkout/later.ts")).toBe(false);
  });

  it("withMessages resolves with the part once its area's messages are there", async () => {
    await activateLanguage("it");
    expect(i18n.messages[id("Accept all")]).toBeUndefined();
    await expect(withMessages("extras", async () => "the banner")()).resolves.toBe("the banner");
    expect(i18n._(id("Accept all"))).toBe(extrasIt[id("Accept all")]?.[0]);
  });
});
