import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./setup/account";
import { expectAccessible, open, type Viewport, workerBrowser } from "./setup/browser";
import { CHECKOUT, fillGuestInformation, fillInvoicing, shipToFlorence } from "./setup/checkout";
import { misplacedOverlays, reportedLayoutProblems } from "./setup/layout";
import { type OwnPlatform, startOwnPlatform } from "./setup/own-platform";
import { differenceFromBaseline, expectScreen, updatingScreens } from "./setup/screens";
import { addCaseOfChianti, openCart, TEXT as SHOP } from "./setup/shop";

// The main screens compared with their approved pictures (e2e/screens/*.png) at both sizes, so a layout regression
// fails CI. A platform of their own (a fresh copy of the seed) keeps the data the same on every run, whatever the
// other journeys do; `pnpm --filter @club/web screens:update` rewrites the pictures.

let browser: Browser;
let site: OwnPlatform;
beforeAll(async () => {
  [browser, site] = await Promise.all([workerBrowser(), startOwnPlatform({ name: "screens" })]);
});
afterAll(async () => {
  await site?.stop();
});

const text = { ...CHECKOUT.en, ...SHOP.en, invoice: "Invoice" };

const PRODUCT_PATH = "/en/shop-pages/cantina/shops/cantina-rossi/products/chianti-classico-2021";

describe.each(["desktop", "phone"] as const satisfies Viewport[])("the main screens on a %s", (viewport) => {
  const screen = (name: string) => `${name}-${viewport}`;

  it("home, shop page, product, cart and each checkout step look as approved", async () => {
    const { page, context, problems } = await open(browser, "en", { viewport });
    await page.goto(`${site.baseUrl}/en/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectScreen(page, screen("home"));

    await page.goto(`${site.baseUrl}/en/shop-pages/cantina`);
    await page.getByRole("heading", { level: 1, name: text.cellar }).waitFor();
    // The cart beside the products (a desktop) loads its code after hydration.
    if (viewport === "desktop") await page.getByText("Your cart is empty").waitFor();
    await expectScreen(page, screen("shop-page"));

    // A product's address (a shared link): its own page.
    await page.goto(`${site.baseUrl}${PRODUCT_PATH}`);
    await page.getByRole("heading", { level: 1, name: text.chianti }).waitFor();
    if (viewport === "desktop") await page.getByText("Your cart is empty").waitFor();
    await expectScreen(page, screen("product"));
    // The same product opened from its shop's grid: a dialog over it.
    await page.getByRole("main").getByRole("link", { name: text.reds, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: text.reds }).waitFor();
    await page.getByRole("link", { name: text.chianti }).first().click();
    await page.getByRole("dialog").getByRole("heading", { name: text.chianti }).waitFor();
    await expectScreen(page, screen("product-dialog"));

    // The cart holding a case, on a fresh load of its shop (no notification of the add still showing).
    await addCaseOfChianti(page, "en", site.baseUrl);
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Beside the products on a desktop; on a phone, in the sheet the top bar's cart button opens.
    const cart = await openCart(page, "en");
    await expect.poll(() => cart.getByRole("spinbutton").first().inputValue()).toBe("6");
    await cart.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expectScreen(page, screen("cart"));

    await cart.getByRole("button", { name: text.goToCheckout }).click();
    await page.waitForURL(/\/checkout/);
    await fillGuestInformation(page, "en");
    await page.getByRole("radio", { name: new RegExp(`^${text.invoice}`) }).check();
    await expectScreen(page, screen("checkout-information"));

    await page.getByRole("button", { name: text.continue }).click();
    await page.getByLabel(text.cf).waitFor();
    await expectScreen(page, screen("checkout-invoicing"));
    await fillInvoicing(page, "en");

    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("button", { name: text.addAddress }).waitFor();
    await expectScreen(page, screen("checkout-shipping"));
    await page.getByRole("button", { name: text.addAddress }).click();
    await page.getByRole("dialog").waitFor();
    await expectScreen(page, screen("address-dialog"));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await shipToFlorence(page, "en");

    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("button", { name: text.placeOrder }).waitFor();
    // The sandbox's card field is a chunk of its own, loaded once the shopper engaged with the first step.
    await page.getByLabel("Card number").waitFor();
    await expectScreen(page, screen("checkout-payment"));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the member's profile looks as approved", async () => {
    const giulia = { email: "giulia.rossi@example.com", password: "vendemmia2026" };
    const signedIn = await signIn(giulia, site.baseUrl, site.apiUrl);
    const { page, context, problems } = await open(browser, "en", { viewport, signedIn });
    await page.goto(`${site.baseUrl}/en/profile`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("table").first().waitFor();
    // The demo's past orders are dated from the day the database was seeded, its cards expire three years on.
    await expectScreen(page, screen("profile"), {
      mask: [page.locator('section[aria-labelledby="profile-orders"] tbody'), page.getByText(/^Expires /)],
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the accessibility assertion", () => {
  // The bug it exists for: the kit's and the app's Tailwind builds both emitted `.inset-x-0`, and the later copy
  // beat the dialog's `sm:left-1/2`, pushing every dialog half off a desktop screen. Replayed here with one extra
  // stylesheet holding that later rule.
  const OLD_BUG = ".inset-x-0 { inset-inline: 0; }";
  // The shop page's old bug: a product's button read "Add to cart" but was named after the wine alone.
  const LABEL_NOT_IN_NAME = `<!doctype html><html lang="en"><head><title>Label in Name</title></head><body>
    <main><h1>Chianti Classico DOCG 2021</h1>
    <button id="buy" type="button" aria-label="Buy Chianti Classico DOCG 2021">Add to cart</button></main>
  </body></html>`;

  it("fails on a dialog pushed half off the screen (checked now, by the watcher, and by the screen comparison) and on a control whose name leaves out its text", async () => {
    const { page, context, problems } = await open(browser, "en");
    await page.goto(`${site.baseUrl}/en/shop-pages/cantina/shops/cantina-rossi`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Live, so that the product opens in the dialog on this page (before, its link loads the product's page).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await misplacedOverlays(page, "shop")).toEqual([]);
    await page.evaluate((rule) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rule);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, OLD_BUG);
    await page.getByRole("link", { name: text.chianti }).first().click();
    await page.getByRole("dialog").getByRole("heading", { name: text.chianti }).waitFor();
    const found = await misplacedOverlays(page, "product");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^product: dialog "Chianti Classico DOCG 2021" at x -\d+…\d+, .* 1280×800 viewport$/,
    );
    await expect.poll(() => reportedLayoutProblems(page)).toHaveLength(1);
    expect(problems.filter((problem) => problem.includes("layout:"))).toHaveLength(1);
    // The approved picture of the product dialog no longer matches either.
    if (!updatingScreens)
      expect(await differenceFromBaseline(page, "product-desktop")).toMatch(/pixels differ \([\d.]+%; up to/);

    // Label in Name (WCAG 2.5.3), which axe-core tags experimental and runs only when a rule option names it: a
    // button whose name leaves out its visible text passes axe's default set and fails `expectAccessible`.
    await page.goto("about:blank");
    await page.setContent(LABEL_NOT_IN_NAME);
    const byDefault = await new AxeBuilder({ page: page as never })
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(byDefault.violations.map((violation) => violation.id)).toEqual([]);
    // A state of its own at each attempt: the run's axe registry never takes it for one already checked.
    const failure = await expectAccessible(page, "Label in Name fixture", { state: `${Date.now()}` }).then(
      () => undefined,
      (error: { actual?: unknown }) => error,
    );
    expect(failure?.actual).toEqual(["Label in Name fixture: label-content-name-mismatch (serious) #buy"]);
    await context.close();
  });
});
