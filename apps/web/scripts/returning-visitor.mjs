// The visitor the reports measure (budgets.mjs, long-tasks.mjs): a returning one, so a page's own work is measured,
// not its first-visit prompts.

/**
 * Makes `page`'s browser a returning visitor of the demo at `base`: consent given and age confirmed (the age question
 * comes before any cart); with `cart`, also a case of Chianti in the shop page's cart, so checkout has something to
 * show. Leaves the page on the shop.
 */
export async function returningVisitor(page, base, { cart = false } = {}) {
  await page.goto(`${base}/en/shop-pages/cantina/shops/cantina-rossi`);
  await page.evaluate(() => {
    localStorage.setItem("club.consent", "necessary");
    localStorage.setItem("club.age", "confirmed");
  });
  if (!cart) return;
  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/cart"));
  await page.getByRole("button", { name: "Add to cart Chianti Classico DOCG 2021" }).click();
  await saved;
}
