// Manual screenshots (not committed): node shot.tmp.mjs <name> <path> <lang> [phone] [action]
import { chromium } from "playwright-core";
const [name, path, lang, size = "desktop", action = ""] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const viewport = size === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 800 };
const context = await browser.newContext({ viewport, locale: lang === "it" ? "it-IT" : "en-GB", deviceScaleFactor: 1, isMobile: size === "phone", hasTouch: size === "phone" });
if (!action.includes("consent")) await context.addInitScript(() => localStorage.setItem("club.consent", "necessary"));
const page = await context.newPage();
await page.goto(`http://localhost:3617/${lang}${path}`);
await page.waitForLoadState("networkidle");
if (action.includes("add")) {
  await page.getByRole("button", { name: /^(Add|Aggiungi) Chianti Classico DOCG 2021/ }).first().click();
  await page.waitForTimeout(1500);
}
if (action.includes("add2")) {
  const plus = page.getByRole("button", { name: /^(Add one|Aggiungi un) / }).first();
  await plus.click();
  await page.waitForTimeout(1500);
}
if (action.includes("cart")) {
  await page.getByRole("button", { name: /^(Cart|Carrello)/ }).click();
  await page.waitForTimeout(800);
}
if (action.includes("menu")) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.waitForTimeout(800);
}
if (action.includes("bottom")) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.waitForTimeout(400);
await page.screenshot({ path: `/tmp/shopper/${name}.png`, fullPage: action.includes("full") });
await browser.close();
