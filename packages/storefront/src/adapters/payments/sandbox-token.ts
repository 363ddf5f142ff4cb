/** The sandbox processor's tokenisation call (architecture §8): the card goes to /sandbox-pay, never to /api/v2. */
export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}

export interface SandboxTokenResult {
  ok: boolean;
  id?: string;
  fields?: Record<string, string>;
  code?: string;
}

/** Splits "MM/YY" or "MM/YYYY" into month and four-digit year (NaN when unreadable). */
export function parseExpiry(text: string): { month: number; year: number } {
  const match = text.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!match) return { month: Number.NaN, year: Number.NaN };
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

export async function createSandboxToken(
  sandboxUrl: string,
  card: SandboxCardInput,
  headers: { appToken: string; language: string; host: string },
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<SandboxTokenResult> {
  const response = await fetchImpl(`${sandboxUrl.replace(/\/$/, "")}/tokens`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      "Accept-Language": headers.language,
      "X-App-Token": headers.appToken,
      "X-Club-Origin": headers.host,
    },
    body: JSON.stringify({ ...card, number: card.number.replace(/[\s-]/g, "") }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    id?: string;
    code?: string;
    fields?: Record<string, string>;
  };
  if (response.ok && body.id) return { ok: true, id: body.id };
  return { ok: false, ...(body.fields ? { fields: body.fields } : {}), code: body.code ?? "PAYMENT_FAILED" };
}
