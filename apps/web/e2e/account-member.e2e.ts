import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./setup/account";
import { baseUrl, expectAccessible, open, workerBrowser } from "./setup/browser";
import { MEMBERS } from "./setup/members";
import { addCaseOfChianti } from "./setup/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The member these journeys change (cards, orders, points): a copy of Giulia of their own (setup/members.ts). */
const member = MEMBERS.memberArea;

/** A context with the member signed in (these journeys are not about the login), on one of her pages. */
async function openSignedIn(path: string) {
  const session = await open(browser, "en", { signedIn: await signIn(member) });
  await session.page.goto(`${baseUrl()}${path}`);
  return session;
}

async function balanceOf(page: Page): Promise<number> {
  const text = await page
    .locator('[data-program="fp_cv_cellar_points"] [data-testid="fidelity-balance"]')
    .textContent();
  return Number(text);
}

describe("the member area in en", () => {
  it("adds a card through the setup intent, deletes one with a confirmation, checks out with the new card, sees the order in the profile and on its public page", async () => {
    const { page, context, problems } = await openSignedIn("/en/profile");
    const cards = page.getByRole("region", { name: "Saved cards" });
    await cards.locator('[data-card="4242"]').waitFor();

    // Add a card: the sandbox card field tokenises it, the setup intent saves it.
    await cards.getByRole("button", { name: "Add card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a card" });
    await dialog.getByLabel("Name on the card").fill("Giulia Rossi");
    await dialog.getByLabel(/^Card number/).fill("4000 0566 5566 5556");
    await dialog.getByLabel(/^Expiry/).fill("11/33");
    await dialog.getByLabel(/^Security code/).fill("321");
    await expectAccessible(page, "add card");
    await dialog.getByRole("button", { name: "Save card" }).click();
    await dialog.waitFor({ state: "detached" });
    const added = cards.locator('[data-card="5556"]');
    await added.getByText("Visa ending in 5556").first().waitFor();
    await added.getByText("Expires 11/33").waitFor();

    // Delete the Mastercard, after a confirmation.
    await cards.getByRole("button", { name: "Delete Mastercard ending in 4444" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this card?" });
    await expectAccessible(page, "delete card");
    await confirm.getByRole("button", { name: "Delete card" }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => cards.locator('[data-card="4444"]').count()).toBe(0);

    // Check out with the new saved card.
    await addCaseOfChianti(page, "en");
    await page.locator("aside").getByRole("button", { name: "Go to checkout" }).click();
    await page.waitForURL(/\/shop-pages\/cantina\/checkout/);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel(/^First name/).fill("Giulia");
    await page.getByLabel(/^Last name/).fill("Rossi");
    await page.getByRole("button", { name: "Continue" }).click();
    // The member's default address is chosen for her.
    expect(await page.getByRole("radio", { name: /^Giulia Rossi · default/ }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: /Courier, Italy/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("radio", { name: "A saved card" }).check();
    await page.getByRole("radio", { name: /VISA •••• 5556/ }).check();
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    const number = (
      await page
        .getByText(/20\d\d-\d{6}/)
        .first()
        .textContent()
    )?.match(/20\d\d-\d{6}/)?.[0];
    expect(number).toBeTruthy();

    // The order in the profile, with its status and total, and its public page.
    await page.goto(`${baseUrl()}/en/profile`);
    const orders = page.getByRole("region", { name: "Your orders" });
    const link = orders.getByRole("link", { name: number! });
    await link.waitFor();
    await expectAccessible(page, "profile with orders");
    await link.click();
    await page.waitForURL(/\/en\/public\/expenses\//);
    await page.getByRole("heading", { level: 1, name: `Order ${number}` }).waitFor();
    // Readable without login.
    const publicUrl = page.url();
    const visitor = await open(browser, "en");
    await visitor.page.goto(publicUrl);
    await visitor.page.getByRole("heading", { level: 1, name: `Order ${number}` }).waitFor();
    await visitor.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("redeems a prize after a confirmation and the balance drops; prizes over the balance are disabled; a redeem without enough points is refused", async () => {
    const { page, context } = await openSignedIn("/en/fidelity-programs");
    const program = page.locator('[data-program="fp_cv_cellar_points"]');
    await program.getByText("1 point every €1.00 spent").waitFor();
    await expectAccessible(page, "fidelity");
    const before = await balanceOf(page);
    expect(before).toBeGreaterThanOrEqual(150);

    await program.getByRole("button", { name: "Redeem Tasting for two" }).click();
    const dialog = page.getByRole("dialog", { name: "Redeem “Tasting for two”?" });
    await expectAccessible(page, "redeem confirmation");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await program.getByText(/You redeemed “Tasting for two”/).waitFor();
    await expect.poll(() => balanceOf(page)).toBe(before - 150);

    // A prize costing more than the balance cannot be redeemed. The balance depends on the orders other journeys
    // placed: spend it (through the platform) to a known range, 250–399 points, so what follows always holds.
    await page.evaluate(async () => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem("club.token")}`,
        "X-App-Token": "demo-castelvecchio",
        "X-Club-Origin": location.host,
        Accept: "application/json",
      };
      const base = "/api/v2/fidelity-programs";
      const balance = async () => {
        const list = (await (await fetch(base, { headers })).json()) as {
          items: { id: string; balance: number }[];
        };
        return list.items.find((p) => p.id === "fp_cv_cellar_points")!.balance;
      };
      while ((await balance()) >= 400)
        await fetch(`${base}/fp_cv_cellar_points/fidelity-prizes/prize_cv_tasting/redeem`, {
          method: "POST",
          headers,
        });
    });
    await page.reload();
    await program.getByText("1 point every €1.00 spent").waitFor();
    const after = await balanceOf(page);
    expect(after).toBeGreaterThanOrEqual(250);
    expect(after).toBeLessThan(400);
    const magnum = program.getByRole("button", { name: "Redeem Magnum Riserva" });
    expect(await magnum.isDisabled()).toBe(true);
    // (Every prize of that cost says so.)
    await program
      .getByText(`${400 - after} more ${400 - after === 1 ? "point" : "points"} needed`)
      .first()
      .waitFor();

    // The balance drops elsewhere while the confirmation is open: the platform refuses, the page says why.
    expect(after).toBeGreaterThanOrEqual(150);
    const tasting = program.getByRole("button", { name: "Redeem Tasting for two" });
    await tasting.click();
    const again = page.getByRole("dialog", { name: "Redeem “Tasting for two”?" });
    await again.waitFor();
    await page.evaluate(async () => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem("club.token")}`,
        "X-App-Token": "demo-castelvecchio",
        "X-Club-Origin": location.host,
        Accept: "application/json",
      };
      const url = "/api/v2/fidelity-programs/fp_cv_cellar_points/fidelity-prizes/prize_cv_tasting/redeem";
      for (let i = 0; i < 20; i += 1) {
        if (!(await fetch(url, { method: "POST", headers })).ok) break;
      }
    });
    await again.getByRole("button", { name: "Confirm" }).click();
    await again.getByText("You do not have enough points for this prize").waitFor();
    await expectAccessible(page, "redeem refused");
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => balanceOf(page)).toBeLessThan(150);
    expect(await tasting.isDisabled()).toBe(true);
    await context.close();
  });

  it("renders a custom page's HTML sanitised: a script in it never runs", async () => {
    const { page, context, problems } = await open(browser, "en");
    await page.route("**/api/v2/pages/visite", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { html: string };
      body.html += `<script>window.__pwned = 1</script><img src="/media/x.svg" alt="" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">Click</a>`;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl()}/en/pages/visite`);
    await page.getByRole("heading", { level: 1, name: "Visits and tastings" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Cellar visits" }).waitFor();
    await page.getByRole("link", { name: "visite@castelvecchio.example" }).waitFor();
    await page.getByRole("columnheader", { name: "Price" }).waitFor();
    await page.getByRole("cell", { name: "Classic, 4 wines" }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("main script, main [onerror]").count()).toBe(0);
    expect(await page.locator('main a[href^="javascript"]').count()).toBe(0);
    await expectAccessible(page, "custom page");
    // Chromium checks the CSP when the sanitiser's inert parser meets the injected onerror attribute, and
    // reports it; nothing runs (asserted above) and the attribute never reaches the page.
    expect(problems.filter((p) => !/x\.svg|inline event handler/.test(p))).toEqual([]);
    await context.close();
  });
});
