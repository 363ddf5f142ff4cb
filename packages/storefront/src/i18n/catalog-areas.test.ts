// @vitest-environment node
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { messages as accountEn } from "../locales/en/areas/account";
import { messages as checkoutEn } from "../locales/en/areas/checkout";
import { messages as coreEn } from "../locales/en/areas/core";
import { messages as shopEn } from "../locales/en/areas/shop";
import { messages as allEn } from "../locales/en/messages";
import { messages as accountIt } from "../locales/it/areas/account";
import { messages as checkoutIt } from "../locales/it/areas/checkout";
import { messages as coreIt } from "../locales/it/areas/core";
import { messages as shopIt } from "../locales/it/areas/shop";
import { messages as allIt } from "../locales/it/messages";

const id = (message: string) => generateMessageId(message);

describe("catalogs per area (scripts/catalog-areas.mjs)", () => {
  it.each([
    ["en", allEn, coreEn, shopEn, checkoutEn, accountEn],
    ["it", allIt, coreIt, shopIt, checkoutIt, accountIt],
  ] as const)(
    "split %s without losing or changing a message",
    (_locale, all, core, shop, checkout, account) => {
      const merged = { ...core, ...shop, ...checkout, ...account };
      expect(Object.keys(merged).sort()).toEqual(Object.keys(all).sort());
      for (const [key, value] of Object.entries(merged)) expect(value).toEqual(all[key]);
    },
  );

  it("keeps checkout's and the account's messages out of the core every page loads", () => {
    expect(coreEn[id("Loading...")]).toBeDefined();
    expect(coreEn[id("Place order · {total}")]).toBeUndefined();
    expect(checkoutEn[id("Place order · {total}")]).toBeDefined();
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
    expect(checkoutEn[country]).toBeDefined();
    expect(accountEn[country]).toBeDefined();
  });
});
