import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { addresses, members, paymentMethods } from "../db/schema/index.js";
import { badRequest } from "../http/errors.js";
import type { Handlers, OperationContext } from "../http/operation.js";
import { newId } from "../ids.js";
import { ADDRESS_FIELDS, BILLING_FIELDS } from "./address-fields.js";
import { lockMember } from "./lookup.js";
import {
  type FieldErrors,
  validateAddress,
  validateBilling,
  validBirthDate,
  validPhone,
} from "./validation.js";

// Values kept as entered, trimmed; codes that are compared (province, tax ids, SDI) upper-cased.
const UPPER = new Set(["province", "cf", "code", "sdi"]);

function pick(source: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = source[field];
    if (value === undefined) continue;
    if (typeof value === "string") {
      const trimmed = value.trim();
      if (trimmed) data[field] = UPPER.has(field) ? trimmed.toUpperCase() : trimmed;
    } else data[field] = value;
  }
  return data;
}

type AddressRow = typeof addresses.$inferSelect;

async function loadProfile(db: Executor, member: MemberRow) {
  // Sequential: `db` may be a transaction (one connection).
  const saved = await db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, member.id))
    .orderBy(asc(addresses.position), asc(addresses.createdAt));
  const cards = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.memberId, member.id),
        eq(paymentMethods.clubId, member.clubId),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .orderBy(asc(paymentMethods.createdAt));
  return {
    id: member.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    ...(member.phone ? { phone: member.phone } : {}),
    ...(member.phoneCountry ? { phoneCountry: member.phoneCountry } : {}),
    ...(member.birthDate ? { birthDate: member.birthDate } : {}),
    language: member.language === "it" ? ("it" as const) : ("en" as const),
    marketingConsent: member.marketingConsent,
    addresses: saved
      .filter((row) => row.kind === "shipping")
      .map((row) => ({
        ...(pick(row.data, ADDRESS_FIELDS) as ShippingFields),
        id: row.id,
        isDefault: row.isDefault,
      })),
    billings: saved
      .filter((row) => row.kind === "billing")
      .map((row) => ({ ...(pick(row.data, BILLING_FIELDS) as BillingFields), id: row.id })),
    paymentMethods: cards.map((card) => ({
      id: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      ...(card.cardName ? { cardName: card.cardName } : {}),
      isDefault: card.isDefault,
    })),
    createdAt: member.createdAt.toISOString(),
  };
}

type ProfileUpdate = OperationContext<"updateProfile">["body"];
type ShippingFields = Omit<NonNullable<ProfileUpdate["addresses"]>[number], "id" | "isDefault">;
type BillingFields = Omit<NonNullable<ProfileUpdate["billings"]>[number], "id">;

/** Field values compared whatever their key order (jsonb does not keep it). */
function sameData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canonical = (data: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(data)
        .sort()
        .map((key) => [key, data[key]]),
    );
  return canonical(a) === canonical(b);
}

/**
 * Replaces the member's saved list of one kind: items with an id update that entry (it must be the member's own,
 * of that kind), items without one are added, entries missing from the list are removed. A new item equal to an
 * entry the list would otherwise remove keeps that entry, so the same save sent twice changes nothing the second time.
 */
async function replaceList(
  tx: Executor,
  memberId: string,
  kind: "shipping" | "billing",
  items: Array<{ id?: string; isDefault?: boolean; data: Record<string, unknown> }>,
  existing: AddressRow[],
  now: Date,
) {
  const owned = existing.filter((row) => row.kind === kind);
  const named = new Set(items.map((item) => item.id).filter(Boolean));
  const unclaimed = owned.filter((row) => !named.has(row.id));
  const resolved = items.map((item) => {
    if (item.id) return item;
    const same = unclaimed.findIndex((row) => sameData(row.data, item.data));
    if (same < 0) return item;
    const [row] = unclaimed.splice(same, 1);
    return { ...item, id: row!.id };
  });
  if (unclaimed.length)
    await tx.delete(addresses).where(
      inArray(
        addresses.id,
        unclaimed.map((row) => row.id),
      ),
    );
  // Exactly one default when the list is not empty: the first marked, else the first. The old default is cleared
  // first, so the partial unique index (one default per member and kind) holds after every statement.
  const defaultIndex = Math.max(
    0,
    resolved.findIndex((item) => item.isDefault),
  );
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, kind), eq(addresses.isDefault, true)));
  for (const [position, item] of resolved.entries()) {
    const values = { data: item.data, position, isDefault: position === defaultIndex };
    if (item.id) await tx.update(addresses).set(values).where(eq(addresses.id, item.id));
    else
      await tx.insert(addresses).values({
        id: newId(kind === "shipping" ? "adr" : "bil"),
        memberId,
        kind,
        createdAt: now,
        ...values,
      });
  }
}

export const profileHandlers = {
  async getProfile({ member, db }) {
    return { status: 200, body: await loadProfile(db, member!) };
  },

  async updateProfile({ body, member, db, services }) {
    const errors: FieldErrors = {};
    if (body.phone?.trim() && !validPhone(body.phone)) errors.phone = "INVALID";
    if (body.birthDate && !validBirthDate(body.birthDate, services.clock())) errors.birthDate = "INVALID";
    body.addresses?.forEach((item, i) => {
      Object.assign(errors, validateAddress(item, `addresses.${i}.`));
    });
    body.billings?.forEach((item, i) => {
      Object.assign(errors, validateBilling(item, `billings.${i}.`));
    });

    const updated = await db.transaction(async (tx) => {
      // One save of a member at a time: the next one reads this one's result (no duplicated or doubly-default rows).
      await lockMember(tx, member!.id);
      const existing = await tx.select().from(addresses).where(eq(addresses.memberId, member!.id));
      const checkIds = (items: Array<{ id?: string }> | undefined, kind: string, field: string) =>
        items?.forEach((item, i) => {
          if (item.id && !existing.some((row) => row.id === item.id && row.kind === kind))
            errors[`${field}.${i}.id`] = "NOT_FOUND";
        });
      checkIds(body.addresses, "shipping", "addresses");
      checkIds(body.billings, "billing", "billings");
      if (Object.keys(errors).length) throw badRequest("VALIDATION", errors);

      const changes: Partial<typeof members.$inferInsert> = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName.trim();
      if (body.lastName !== undefined) changes.lastName = body.lastName.trim();
      if (body.phone !== undefined) changes.phone = body.phone.trim() || null;
      if (body.phoneCountry !== undefined) changes.phoneCountry = body.phoneCountry.trim() || null;
      if (body.birthDate !== undefined) changes.birthDate = body.birthDate;
      if (body.language !== undefined) changes.language = body.language;
      if (body.marketingConsent !== undefined) changes.marketingConsent = body.marketingConsent;
      let row = member!;
      if (Object.keys(changes).length) {
        [row] = (await tx.update(members).set(changes).where(eq(members.id, member!.id)).returning()) as [
          MemberRow,
        ];
      }
      const now = services.clock();
      if (body.addresses) {
        const items = body.addresses.map((item) => ({
          id: item.id,
          isDefault: item.isDefault,
          data: pick(item, ADDRESS_FIELDS),
        }));
        await replaceList(tx, member!.id, "shipping", items, existing, now);
      }
      if (body.billings) {
        const items = body.billings.map((item) => ({ id: item.id, data: pick(item, BILLING_FIELDS) }));
        await replaceList(tx, member!.id, "billing", items, existing, now);
      }
      return loadProfile(tx, row);
    });
    return { status: 200, body: updated };
  },
} satisfies Pick<Handlers, "getProfile" | "updateProfile">;
