import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { addresses } from "../db/schema/index.js";
import { ADDRESS_FIELDS, BILLING_FIELDS } from "../members/address-fields.js";

export interface AddressData {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  zip: string;
  country: string;
  phone: string;
  [field: string]: string;
}

export interface BillingData {
  person: boolean;
  street: string;
  city: string;
  zip: string;
  country: string;
  [field: string]: string | boolean;
}

function pick(data: Record<string, unknown>, fields: readonly string[]) {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = data[field];
    if (typeof value === "string" && value !== "") out[field] = value;
  }
  return out;
}

/** Only the contract's AddressInput fields of stored address data (saved rows may carry more, like ids). */
export function addressInput(data: Record<string, unknown> | null | undefined): AddressData | null {
  if (!data) return null;
  return pick(data, ADDRESS_FIELDS) as AddressData;
}

export function billingInput(data: Record<string, unknown> | null | undefined): BillingData | null {
  if (!data) return null;
  return { person: data.person === true, ...pick(data, BILLING_FIELDS) } as BillingData;
}

/** One of the member's saved addresses of a kind, or null (never another member's). */
export async function savedAddress(
  db: Executor,
  memberId: string | null | undefined,
  kind: "shipping" | "billing",
  id: string | undefined,
): Promise<Record<string, unknown> | null> {
  if (!id || !memberId) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId), eq(addresses.kind, kind)));
  return row?.data ?? null;
}
