import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { frantoioUrl, logIn, mailedLink, now, pathOf } from "./setup/account";
import { baseUrl, chooseOption, expectAccessible, open, workerBrowser } from "./setup/browser";
import { MEMBERS } from "./setup/members";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe("accounts in it", () => {
  it("an invitation-only club: no sign-up in the drawer; asks for the link with each answer, signs up through the outbox link prefilled from the invite, refuses a stale link", async () => {
    const { page, context, problems } = await open(browser, "it");
    const ask = async (email: string, answer: string) => {
      await page.getByLabel(/^Email/).fill(email);
      await page.getByRole("button", { name: "Richiedi il link" }).click();
      await page.getByText(answer).waitFor();
    };
    await page.goto(`${frantoioUrl()}/it/signup`);
    await page.getByRole("heading", { level: 1, name: "Chiedi un invito" }).waitFor();
    await expectAccessible(page, "signup by invitation");
    // The club needs an invitation: its drawer offers the login, never a sign-up (spec §2).
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("navigation", { name: "Menu principale" }).waitFor();
    expect(await drawer.getByRole("link", { name: "Accedi" }).count()).toBe(1);
    expect(await drawer.getByRole("link", { name: "Registrati" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    await ask(`sconosciuto.${Date.now()}@example.com`, "Per registrarti serve un invito");
    await ask("anna.ferrari@example.com", "Questa email è già registrata");
    const since = now();
    await ask(
      "invitato@example.com",
      "Ti abbiamo inviato un'email di conferma con le istruzioni per completare la registrazione",
    );
    await ask("invitato@example.com", "Un invito è già stato inviato a questa email");
    await expectAccessible(page, "signup answers");

    const link = pathOf(await mailedLink("invitato@example.com", since, /\/signup\//));
    expect(link).toMatch(/^\/it\/signup\//);
    await page.goto(`${frantoioUrl()}${link}`);
    await page.getByRole("heading", { level: 1, name: "Completa la registrazione" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe("invitato@example.com");
    expect(await page.getByLabel(/^Nome/).inputValue()).toBe("Luca");
    expect(await page.getByLabel(/^Cognome/).inputValue()).toBe("Verdi");
    await page.getByLabel(/^Password/).fill("corto");
    await page.getByRole("button", { name: "Crea il mio account" }).click();
    await page.getByText("La password deve contenere almeno 8 caratteri").waitFor();
    await page.getByText("Questo campo è obbligatorio").waitFor();
    await expectAccessible(page, "signup completion errors");
    await page.getByLabel(/^Password/).fill("olio-nuovo-2026");
    await page.getByLabel("Accetto le condizioni del club").check();
    await page.getByRole("button", { name: "Crea il mio account" }).click();
    await page.waitForURL(/\/it\/profile$/);
    await page.getByRole("heading", { level: 1, name: "Luca Verdi" }).waitFor();

    // The link is single-use: opened again it says so.
    await page.goto(`${frantoioUrl()}${link}`);
    await page
      .getByText("Questo link di invito non è valido o è scaduto, usa l'ultimo link di invito ricevuto")
      .waitFor();
    await expectAccessible(page, "stale invite");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a wrong password, then the right one; the profile's data and addresses are validated and saved; logout", async () => {
    const { page, context, problems } = await open(browser, "it");
    await page.goto(`${baseUrl()}/it/login`);
    await page.getByRole("heading", { level: 1, name: "Accedi" }).waitFor();
    await page.getByLabel(/^Email/).fill(MEMBERS.profileIt.email);
    await page.getByLabel(/^Password/).fill("password-sbagliata");
    await page.getByRole("button", { name: "Accedi", exact: true }).click();
    await page.getByText("Email o password non validi").waitFor();
    await expectAccessible(page, "login error (it)");
    // A copy of Marco of its own (setup/members.ts): this journey changes his profile.
    await logIn(page, MEMBERS.profileIt.email, MEMBERS.profileIt.password, "it");
    await page.waitForURL(/\/it\/$/);

    await page.goto(`${baseUrl()}/it/profile`);
    await page.getByRole("heading", { level: 1, name: "Marco Bianchi" }).waitFor();
    await expectAccessible(page, "profile (it)");
    const personal = page.getByRole("region", { name: "Dati personali" });
    await personal.getByLabel(/^Telefono/).fill("chiamami");
    await personal.getByRole("button", { name: "Salva" }).click();
    await personal.getByText("Questo valore non è valido").waitFor();
    await personal.getByLabel(/^Telefono/).fill("+39 02 1234 5678");
    await personal.getByLabel("Inviami novità e offerte per email").check();
    await personal.getByRole("button", { name: "Salva" }).click();
    await personal.getByText("I tuoi dati sono stati salvati.").waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole("region", { name: "Dati personali" })
          .getByLabel(/^Telefono/)
          .inputValue(),
      )
      .toBe("+39 02 1234 5678");
    expect(await personal.getByLabel("Inviami novità e offerte per email").isChecked()).toBe(true);

    const addresses = page.getByRole("region", { name: "Indirizzi" });
    // Counted before and after: a retried journey finds the first attempt's address and record already saved.
    const milan = addresses
      .getByRole("paragraph")
      .filter({ hasText: "Corso Buenos Aires 10, 20124 Milano (MI), IT" });
    const milanBefore = await milan.count();
    await addresses.getByRole("button", { name: "Aggiungi indirizzo" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Salva indirizzo" }).click();
    await dialog.getByText("Questo campo è obbligatorio").first().waitFor();
    await expectAccessible(page, "profile address dialog (it)");
    await dialog.getByLabel(/^Nome/).fill("Marco");
    await dialog.getByLabel(/^Cognome/).fill("Bianchi");
    await dialog.getByLabel("Via").fill("Corso Buenos Aires 10");
    await dialog.getByLabel("Città").fill("Milano");
    await dialog.getByLabel("CAP").fill("20124");
    await chooseOption(page, "Provincia", /\(MI\)$/);
    await dialog.getByLabel("Telefono").fill("333 7654321");
    await dialog.getByRole("button", { name: "Salva indirizzo" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => milan.count()).toBe(milanBefore + 1);

    // Invoicing data: the checkout's fiscal rules (codice fiscale check digit) in a dialog.
    const billings = page.getByRole("region", { name: "Dati di fatturazione" });
    const record = billings.getByRole("paragraph").filter({ hasText: "Marco Bianchi · RSSMRA85T10A562S" });
    const recordsBefore = await record.count();
    await billings.getByRole("button", { name: "Aggiungi dati di fatturazione" }).click();
    const invoicing = page.getByRole("dialog");
    await invoicing.getByLabel(/^Nome/).fill("Marco");
    await invoicing.getByLabel(/^Cognome/).fill("Bianchi");
    await invoicing.getByLabel("Codice fiscale").fill("RSSMRA85T10A562X");
    await invoicing.getByLabel("Via").fill("Via Roma 1");
    await invoicing.getByLabel("Città").fill("Siena");
    await invoicing.getByLabel("CAP").fill("53100");
    await chooseOption(page, "Provincia", /\(SI\)$/);
    await invoicing.getByRole("button", { name: "Salva", exact: true }).click();
    // The codice fiscale says what is wrong with it: here, its check letter.
    await invoicing
      .getByText("L'ultima lettera di questo codice fiscale non corrisponde alle altre", { exact: false })
      .waitFor();
    await expectAccessible(page, "profile invoicing dialog (it)");
    await invoicing.getByLabel("Codice fiscale").fill("RSSMRA85T10A562S");
    await invoicing.getByRole("button", { name: "Salva", exact: true }).click();
    await invoicing.waitFor({ state: "detached" });
    await expect.poll(() => record.count()).toBe(recordsBefore + 1);

    await page.goto(`${baseUrl()}/it/fidelity-programs`);
    await page.getByRole("heading", { level: 1, name: "Programmi fedeltà" }).waitFor();
    await page.getByText("1 punto ogni 1,00 € spesi").first().waitFor();
    await expectAccessible(page, "fidelity (it)");

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Esci" }).click();
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem("club.token"))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
