import type { Page } from "playwright-core";
import { baseUrl, chooseOption, expectAccessible } from "./browser";
import { addCaseOfChianti, openCart, putCaseOfChiantiInCart } from "./shop";

/** Checkout's visible texts that more than one journey looks for, per language. */
export const CHECKOUT = {
  en: {
    goToCheckout: "Go to checkout",
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    birthDate: "Date of birth",
    day: "Day",
    month: "Month",
    year: "Year",
    continue: "Continue",
    addAddress: "Add address",
    newAddress: "A new address",
    street: "Street",
    city: "City",
    zip: "ZIP code",
    province: "Province",
    cf: "Tax code (codice fiscale)",
    phone: "Phone",
    deliveryEmail: "Email for delivery updates",
    saveAddress: "Save address",
    courier: "Courier, Italy",
    paymentStep: "Payment",
    placeOrder: /^Place order/,
    declined: "The card was declined. Nothing was charged: try another card.",
    thanks: "Thank you for your order",
  },
  it: {
    goToCheckout: "Vai alla cassa",
    email: "Email",
    firstName: "Nome",
    lastName: "Cognome",
    birthDate: "Data di nascita",
    day: "Giorno",
    month: "Mese",
    year: "Anno",
    continue: "Continua",
    addAddress: "Aggiungi indirizzo",
    newAddress: "Un nuovo indirizzo",
    street: "Via",
    city: "Città",
    zip: "CAP",
    province: "Provincia",
    cf: "Codice fiscale",
    phone: "Telefono",
    deliveryEmail: "Email per gli aggiornamenti sulla consegna",
    saveAddress: "Salva indirizzo",
    courier: "Corriere espresso Italia",
    paymentStep: "Pagamento",
    placeOrder: /^Conferma l'ordine/,
    declined: "La carta è stata rifiutata. Non è stato addebitato nulla: prova un'altra carta.",
    thanks: "Grazie per il tuo ordine",
  },
} as const;

export type Language = keyof typeof CHECKOUT;

/** A field by the start of its label (required fields add a marker after the text). */
export const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

export interface OpenCheckoutOptions {
  /**
   * `true`: the case is added on the shop's page and checkout opened from the cart's summary, as a shopper does;
   * otherwise the cart is filled through the API and checkout opened by its address (journeys about checkout).
   */
  fromCart?: boolean;
}

/** A case of six Chianti in the cart, then checkout opened (on `origin`'s storefront). */
export async function openCheckout(
  page: Page,
  language: Language,
  origin = baseUrl(),
  { fromCart = false }: OpenCheckoutOptions = {},
): Promise<void> {
  if (fromCart) {
    await addCaseOfChianti(page, language, origin);
    const cart = await openCart(page, language);
    await cart.getByRole("button", { name: CHECKOUT[language].goToCheckout }).click();
  } else {
    await putCaseOfChiantiInCart(page, origin);
    await page.goto(`${origin}/${language}/shop-pages/cantina/checkout`);
  }
  await page.waitForURL(/\/shop-pages\/cantina\/checkout/);
}

/** The guest who checks out without an account, and the default addressee of a parcel. */
const GUEST = {
  email: "giulia@example.com",
  firstName: "Giulia",
  lastName: "Bianchi",
  birthDate: "1990-04-02",
};

/** Checkout opened as the guest, with the information step filled in. */
export async function startGuestCheckout(
  page: Page,
  language: Language,
  origin?: string,
  options?: OpenCheckoutOptions,
): Promise<void> {
  await openCheckout(page, language, origin, options);
  await fillGuestInformation(page, language);
}

/** The information step filled in as the guest. */
export async function fillGuestInformation(page: Page, language: Language): Promise<void> {
  const text = CHECKOUT[language];
  await page.getByLabel(text.email).fill(GUEST.email);
  await page.getByLabel(startsWith(text.firstName)).fill(GUEST.firstName);
  await page.getByLabel(startsWith(text.lastName)).fill(GUEST.lastName);
  await fillBirthDate(page, language, GUEST.birthDate);
}

/** The date of birth (its day, month and year fields, as a visitor types them) from a `YYYY-MM-DD` date. */
export async function fillBirthDate(page: Page, language: Language, date: string): Promise<void> {
  const text = CHECKOUT[language];
  const [year = "", month = "", day = ""] = date.split("-");
  const group = page.getByRole("group", { name: startsWith(text.birthDate) });
  await group.getByLabel(text.day, { exact: true }).fill(day);
  await group.getByLabel(text.month, { exact: true }).fill(month);
  await group.getByLabel(text.year, { exact: true }).fill(year);
}

/** The invoicing step's fields as a private person in Siena, with a codice fiscale (valid unless told). */
export async function fillInvoicing(page: Page, language: Language, codiceFiscale = "RSSMRA85T10A562S") {
  const text = CHECKOUT[language];
  await page.getByLabel(text.cf).fill(codiceFiscale);
  await page.getByLabel(startsWith(text.firstName)).fill("Mario");
  await page.getByLabel(startsWith(text.lastName)).fill("Rossi");
  await page.getByLabel(text.street).fill("Via Roma 1");
  await page.getByLabel(text.city).fill("Siena");
  await page.getByLabel(text.zip).fill("53100");
  await chooseOption(page, text.province, /\(SI\)$/);
}

export interface ShipToFlorenceOptions {
  /** Who the parcel is for: the guest, Giulia Bianchi, unless a member's own name. */
  addressee?: { firstName: string; lastName: string };
  /** Runs axe on the address dialog before saving it (a screen only this step shows). */
  checkAccessible?: boolean;
  /** The address's optional email for delivery updates. */
  email?: string;
}

/**
 * From the shipping step: a new address in Florence through the address dialog (a member with saved addresses
 * chooses "a new address" first), then the courier to it.
 */
export async function shipToFlorence(
  page: Page,
  language: Language,
  { addressee = GUEST, checkAccessible = false, email }: ShipToFlorenceOptions = {},
): Promise<void> {
  const text = CHECKOUT[language];
  // A member with saved addresses picks "a new address" among them; a visitor adds one.
  const newAddress = page.getByRole("radio", { name: new RegExp(`^${text.newAddress}`) });
  const addAddress = page.getByRole("button", { name: text.addAddress });
  await newAddress.or(addAddress).first().waitFor();
  // Choosing it opens the address dialog; the radio is checked once the address is saved.
  if (await newAddress.count()) await newAddress.click();
  else await addAddress.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(startsWith(text.firstName)).fill(addressee.firstName);
  await dialog.getByLabel(startsWith(text.lastName)).fill(addressee.lastName);
  await dialog.getByLabel(text.street).fill("Via dei Servi 12");
  await dialog.getByLabel(text.city).fill("Firenze");
  await dialog.getByLabel(text.zip).fill("50122");
  await chooseOption(page, text.province, /\(FI\)$/);
  await dialog.getByLabel(text.phone).fill("333 1234567");
  if (email) await dialog.getByLabel(text.deliveryEmail).fill(email);
  if (checkAccessible) await expectAccessible(page, "address dialog");
  await dialog.getByRole("button", { name: text.saveAddress }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("radio", { name: new RegExp(text.courier) }).check();
}

/** The platform's answer to a checkout: its status and JSON body (the shape each journey reads). */
export interface CheckoutAnswer<Body> {
  status: number;
  body: Body;
}

/** Places the order and returns the platform's answer to the checkout. */
export async function placeOrder<Body>(page: Page, language: Language): Promise<CheckoutAnswer<Body>> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /\/checkout$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole("button", { name: CHECKOUT[language].placeOrder }).click();
  const response = await answered;
  return { status: response.status(), body: await response.json() };
}
