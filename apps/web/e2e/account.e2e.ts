import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { logIn, mailedLink, now, pathOf } from "./setup/account";
import { baseUrl, expectAccessible, open, workerBrowser } from "./setup/browser";
import { fillBirthDate, openCheckout } from "./setup/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const token = (page: Page) => page.evaluate(() => localStorage.getItem("club.token"));

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  // Logout reloads the page: wait for that load, not just for the router.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
  await reloaded;
  await expect.poll(() => token(page)).toBeNull();
}

describe("accounts in en", () => {
  it("signs up through the emailed link, resets the password and changes the email through the mailbox, logs out", async () => {
    const { page, context, problems } = await open(browser, "en");
    const email = `new.member.${Date.now()}@example.com`;
    const newEmail = `renamed.${Date.now()}@example.com`;

    // Sign-up, first step: a link by email.
    let since = now();
    await page.goto(`${baseUrl()}/en/signup`);
    await page.getByRole("heading", { level: 1, name: "Sign up" }).waitFor();
    await expectAccessible(page, "signup");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page
      .getByText("A confirmation email was sent with instructions to complete registration")
      .waitFor();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("An invite has already been sent to this email").waitFor();

    // Second form, from the outbox link: the password is checked before sending.
    await page.goto(`${baseUrl()}${pathOf(await mailedLink(email, since, /\/signup\//))}`);
    await page.getByRole("heading", { level: 1, name: "Complete your registration" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(email);
    await page.getByLabel(/^First name/).fill("Nuovo");
    await page.getByLabel(/^Last name/).fill("Socio");
    await page.getByLabel(/^Password/).fill("short");
    // The date of birth (optional here) as its day, month and year: the 31st of February is no date.
    await fillBirthDate(page, "en", "1990-02-31");
    await page.getByLabel("I accept the terms of the club").check();
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByText("The password must be at least 8 characters long").waitFor();
    await page.getByText("This value is not valid").waitFor();
    await expectAccessible(page, "signup completion");
    await fillBirthDate(page, "en", "1990-02-28");
    await page.getByLabel(/^Password/).fill("primo-raccolto");
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(/\/en\/profile$/);
    await page.getByRole("heading", { level: 1, name: "Nuovo Socio" }).waitFor();
    expect(await token(page)).toBeTruthy();
    // Given at sign-up, the date of birth is not asked again at checkout.
    await openCheckout(page, "en");
    await page.getByLabel(/^First name/).waitFor();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe("Nuovo");
    expect(await page.getByRole("group", { name: /^Date of birth/ }).count()).toBe(0);
    await logOut(page);

    // Password reset from the login screen, through the mailbox link; it signs in.
    since = now();
    await page.goto(`${baseUrl()}/en/login`);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page
      .getByText("If this email belongs to a member, a link to choose a new password is on its way.")
      .waitFor();
    await expectAccessible(page, "forgot password");
    await page.goto(`${baseUrl()}${pathOf(await mailedLink(email, since, /\/password\/confirm\//))}`);
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    await page.getByLabel(/^New password/).fill("seconda-vendemmia");
    await page.getByLabel(/^Repeat the new password/).fill("seconda-vendemmia");
    await expectAccessible(page, "password confirm");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.waitForURL(/\/en\/profile\?passwordChanged=1$/);
    await page.getByText("Your new password is saved.").waitFor();

    // Email change: requested from the profile, chosen and confirmed through the two links.
    since = now();
    await page.getByRole("button", { name: "Change email" }).click();
    await page.getByText(`We sent a link to ${email}`).waitFor();
    const changePath = pathOf(await mailedLink(email, since, /\/email\/change\//));
    await page.goto(`${baseUrl()}${changePath}`);
    await page.getByRole("heading", { level: 1, name: "Change your email" }).waitFor();
    await page.getByLabel(/^New email/).fill(newEmail);
    await expectAccessible(page, "email change");
    await page.getByRole("button", { name: "Send the confirmation link" }).click();
    await page.getByText("A confirmation email was sent to the specified address").waitFor();
    // The change link is single-use.
    await page.goto(`${baseUrl()}${changePath}`);
    await page.getByLabel(/^New email/).fill(`other.${newEmail}`);
    await page.getByRole("button", { name: "Send the confirmation link" }).click();
    await page.getByText("The token for this change is no longer valid").waitFor();
    const confirmPath = pathOf(await mailedLink(newEmail, since, /\/email\/confirm\//));
    await page.goto(`${baseUrl()}${confirmPath}`);
    await page.getByText("Your email was changed: use the new address to log in.").waitFor();
    await expectAccessible(page, "email confirm");
    await page.goto(`${baseUrl()}${confirmPath}`);
    await page.getByText("Invalid email change token").waitFor();

    // Log out, then in again with the new email and password.
    await logOut(page);
    await page.goto(`${baseUrl()}/en/login`);
    await logIn(page, newEmail, "seconda-vendemmia");
    await page.goto(`${baseUrl()}/en/profile`);
    await page.getByRole("heading", { level: 1, name: "Nuovo Socio" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a 401 on a member page goes to login with returnUrl; a wrong password, then the right one, goes back", async () => {
    const { page, context } = await open(browser, "en");
    await page.goto(`${baseUrl()}/en/`);
    await page.evaluate(() => localStorage.setItem("club.token", "expired-token"));
    await page.goto(`${baseUrl()}/en/profile`);
    await page.waitForURL(
      (url) => url.pathname === "/en/login" && url.searchParams.get("returnUrl") === "/en/profile",
    );
    await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
    await expectAccessible(page, "login");
    await page.getByLabel(/^Email/).fill("giulia.rossi@example.com");
    await page.getByLabel(/^Password/).fill("wrong-password");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText("Invalid email or password").waitFor();
    await expectAccessible(page, "login error");
    await page.getByLabel(/^Password/).fill("vendemmia2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL(/\/en\/profile$/);
    await page.getByRole("heading", { level: 1, name: "Giulia Rossi" }).waitFor();
    await expectAccessible(page, "profile");
    await context.close();
  });
});
