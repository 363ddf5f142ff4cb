import type { Config } from "@club/api-client";
import { describe, expect, it } from "vitest";
import { expectedUnitPrice, joinPath, lockedForVisitor, paysMemberPrice } from "./member-offer";

const config = (requiresInvitation: boolean) =>
  ({ club: { settings: { requiresInvitation } } }) as unknown as Config;
const eur = (amount: number) => ({ amount, currency: "EUR" });

describe("member offers", () => {
  it("sends a visitor to sign up on an open club, to the login on one by invitation or unknown, back to the product", () => {
    const back = "/en/shop-pages/cantina/shops/cantina-rossi/products/x";
    expect(joinPath(config(false), back)).toBe(`/signup?returnUrl=${encodeURIComponent(back)}`);
    expect(joinPath(config(true), back)).toBe(`/login?returnUrl=${encodeURIComponent(back)}`);
    expect(joinPath(null, back)).toBe(`/login?returnUrl=${encodeURIComponent(back)}`);
  });

  it("expects a member to pay a member price below the public one, and everyone else the public price", () => {
    const item = { price: eur(1200), memberPrice: eur(1050) };
    expect(paysMemberPrice(item, true)).toBe(true);
    expect(paysMemberPrice(item, false)).toBe(false);
    expect(expectedUnitPrice(item, true)).toEqual(eur(1050));
    expect(expectedUnitPrice(item, false)).toEqual(eur(1200));
    expect(expectedUnitPrice({ price: eur(1200), memberPrice: eur(1300) }, true)).toEqual(eur(1200));
    expect(expectedUnitPrice({ price: eur(1200) }, true)).toEqual(eur(1200));
  });

  it("locks members-only items for visitors only", () => {
    expect(lockedForVisitor({ membersOnly: true }, false)).toBe(true);
    expect(lockedForVisitor({ membersOnly: true }, true)).toBe(false);
    expect(lockedForVisitor({}, false)).toBe(false);
  });
});
