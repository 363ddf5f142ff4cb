import { randomUUID } from "node:crypto";
import { CATALOG } from "../src/seed/catalog.js";
import type { TestPlatform } from "./platform.js";

export const CANTINA = "la-cantina";
export const DISPENSA = "la-dispensa";

/** A JSON request with the demo club's headers; answers status and parsed body. */
export async function call(
  platform: TestPlatform,
  method: string,
  path: string,
  options: {
    body?: unknown;
    cartId?: string;
    token?: string;
    headers?: Record<string, string>;
    club?: "estate" | "invitational";
  } = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract by the server; tests read them freely.
): Promise<{ status: number; body: any }> {
  const response = await platform.fetch(path, {
    method,
    club: options.club,
    headers: {
      "Content-Type": "application/json",
      ...(options.cartId ? { "X-Cart-Id": options.cartId } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export async function signIn(platform: TestPlatform, email: string, password: string): Promise<string> {
  const { status, body } = await call(platform, "POST", "/api/v2/auth/signin", { body: { email, password } });
  if (status !== 200) throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

/** Tokenises a test card with the sandbox processor, as the storefront's card field does. */
export async function cardToken(platform: TestPlatform, number = "4242424242424242"): Promise<string> {
  const { status, body } = await call(platform, "POST", "/sandbox-pay/v1/tokens", {
    body: {
      number,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: "123",
      name: "Giulia Rossi",
    },
  });
  if (status !== 200) throw new Error(`tokenising failed: ${status} ${JSON.stringify(body)}`);
  return body.id as string;
}

export const newCartId = () => randomUUID();

export async function putItems(
  platform: TestPlatform,
  shopPage: string,
  items: Array<[string, number]>,
  who: { cartId?: string; token?: string },
  query = "",
) {
  return call(platform, "PATCH", `/api/v2/shop-pages/${shopPage}/cart${query}`, {
    ...who,
    body: { items: items.map(([shopItemId, quantity]) => ({ shopItemId, quantity })) },
  });
}

/**
 * Puts a case of six Chianti Classico 2021 in a cart (a guest's, or the signed-in member's with `token`) and checks
 * it out with a new sandbox card under a fresh Idempotency-Key; `body` adds to the request or overrides it.
 */
export async function checkoutCase(
  platform: TestPlatform,
  body: Record<string, unknown>,
  who: { cartId?: string; token?: string } = {},
) {
  const owner = who.token ? { token: who.token } : { cartId: who.cartId ?? newCartId() };
  await putItems(platform, CANTINA, [[CATALOG.items.chianti2021, 6]], owner);
  return call(platform, "POST", `/api/v2/shop-pages/${CANTINA}/checkout`, {
    ...owner,
    body: {
      shippingMode: "shipping",
      billingMode: "receipt",
      howToPay: "new",
      paymentMethodId: await cardToken(platform),
      ...body,
    },
    headers: { "Idempotency-Key": randomUUID() },
  });
}

export const florence = {
  firstName: "Giulia",
  lastName: "Rossi",
  street: "Via dei Serragli",
  number: "24",
  city: "Firenze",
  province: "FI",
  zip: "50124",
  country: "IT",
  phone: "333 123 4567",
  phoneCountry: "+39",
};

/** The sandbox's 3-D Secure page at `url`: shown (GET), or answered as the shopper would (POST its form). */
export const sandboxChallenge = (platform: TestPlatform, url: string, result?: "completed" | "failed") =>
  fetch(`${platform.baseUrl}${url}`, {
    method: result ? "POST" : "GET",
    ...(result
      ? { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `result=${result}` }
      : {}),
  });

/** A guest's checkout body shipping to Florence by courier, paid with a new card. */
export const guestShippingOrder = (
  email: string,
  paymentMethodId: string,
  listingId = "cantina-it-corriere",
) => ({
  shippingMode: "shipping" as const,
  billingMode: "receipt" as const,
  howToPay: "new" as const,
  birthDate: "1980-05-01",
  email,
  shippingAddress: florence,
  listingId,
  paymentMethodId,
});
