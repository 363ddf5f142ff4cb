import type { Statement } from "./database";

/** The demo members a journey member is copied from (apps/api/src/seed/members.ts). */
const DEMO = {
  giulia: { id: "mem_demo_giulia", password: "vendemmia2026" },
  marco: { id: "mem_demo_marco", password: "sangiovese2026" },
} as const;

/** A member of the shared platform's Tenuta Castelvecchio that only one journey uses. */
export interface JourneyMember {
  id: string;
  email: string;
  password: string;
  /** The member's copy of one of the demo member's saved records (an address, an invoicing record, a card). */
  record: (demoId: string) => string;
}

function journeyMember(from: keyof typeof DEMO, journey: string, email?: string): JourneyMember {
  const demoName = from === "giulia" ? "giulia.rossi" : "marco.bianchi";
  return {
    id: `${DEMO[from].id}_${journey}`,
    email: email ?? `${demoName}.${journey.replace(/_/g, "-")}@example.com`,
    password: DEMO[from].password,
    record: (demoId) => `${demoId}_${journey}`,
  };
}

/**
 * Journeys that change a member (cards, addresses, points, the profile, the cart) each have a member of their own,
 * a copy of a demo member made when the shared platform is set up, so no journey meets what another left behind and
 * the order of the files never matters. Journeys that only read a demo member's seeded orders use the demo member.
 */
export const MEMBERS = {
  /** account-member.e2e.ts: cards, a checkout, fidelity redeems. */
  memberArea: journeyMember("giulia", "member_area"),
  /** checkout-member.e2e.ts: the saved records at checkout, per language. */
  checkoutEn: journeyMember("giulia", "checkout_en"),
  checkoutIt: journeyMember("marco", "checkout_it"),
  /** checkout-member.e2e.ts: another saved address and a new one saved to the profile. */
  newAddress: journeyMember("giulia", "new_address"),
  /** account-it.e2e.ts: the profile's data, addresses and invoicing records changed. */
  profileIt: journeyMember("marco", "profile_it"),
  /** payments-authentication.e2e.ts: a card the bank wants confirmed, saved on the profile. */
  cardAuth: journeyMember("giulia", "card_auth"),
  /** buy-again.e2e.ts: a past order put in the cart again, per language (with a copy of Giulia's Cantina order). */
  buyAgainEn: journeyMember("giulia", "buy_again_en"),
  buyAgainIt: journeyMember("giulia", "buy_again_it"),
  /** gift.e2e.ts: a gift order to one of the member's saved addresses (Italian, phone). */
  giftIt: journeyMember("giulia", "gift_it"),
  /** member-prices.e2e.ts: a case at the member price, through checkout. */
  memberPricesIt: journeyMember("giulia", "member_prices_it"),
  /**
   * shopper.e2e.ts: the shell on a phone, per language, logged out at the end. An email far longer than a 390 px
   * top bar has room for, which must truncate there and leave every button on screen.
   */
  shellEn: journeyMember(
    "marco",
    "shell_en",
    "marco.bianchi.socio-fondatore.tenuta-castelvecchio@example.com",
  ),
  shellIt: journeyMember(
    "giulia",
    "shell_it",
    "giulia.rossi.socia-fondatrice.tenuta-castelvecchio@example.com",
  ),
} as const satisfies Record<string, JourneyMember>;

/** The seeded order of Giulia's that the buy-again members get a copy of (La Cantina: 6 Chianti, 6 Riserva). */
const BUY_AGAIN_SOURCE = "exp_demo_giulia_74";

/** The copy of Giulia's Cantina order that a buy-again journey's member owns: its id and its number. */
export function buyAgainOrder(member: JourneyMember) {
  const index = member === MEMBERS.buyAgainEn ? 1 : 2;
  return { id: member.record(BUY_AGAIN_SOURCE), number: `2026-90000${index}` };
}

/**
 * The member's copy of the order, changed so buy again meets every case without touching the shared catalog: the
 * Chianti was ordered €1.50 cheaper than it costs now, and a third line names an item the shop no longer sells.
 */
function buyAgainStatements(member: JourneyMember): Statement[] {
  const { id, number } = buyAgainOrder(member);
  return [
    copy(
      "expenses",
      "t.id = $1",
      "jsonb_build_object('id', $2::text, 'member_id', $3::text, 'public_id', t.public_id || $4::text, 'number', $5::text)",
      1,
      [BUY_AGAIN_SOURCE, id, member.id, member.record(""), number],
    ),
    copy(
      "expense_lines",
      "t.expense_id = $1",
      "jsonb_build_object('expense_id', $2::text, 'unit_price', case when t.position = 0 then t.unit_price - 150 else t.unit_price end)",
      2,
      [BUY_AGAIN_SOURCE, id],
    ),
    copy(
      "expense_lines",
      "t.expense_id = $1 and t.position = 1",
      `jsonb_build_object('expense_id', $2::text, 'position', 2, 'quantity', 1, 'line_total', t.unit_price, 'shop_item_id', 'vin-santo-2009', 'title', '{"it": "Vin Santo 2009", "en": "Vin Santo 2009"}'::jsonb)`,
      1,
      [BUY_AGAIN_SOURCE, id],
    ),
  ];
}

/** Copies a row (every column, whatever the schema holds) with some columns replaced. */
const copy = (
  table: string,
  where: string,
  replaced: string,
  rows: number,
  params: unknown[],
): Statement => ({
  text: `insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${replaced})).* from ${table} t where ${where}`,
  params,
  rows,
});

/** The statements that make a journey member: the demo member's row, addresses, cards and points, copied. */
function copyStatements(from: keyof typeof DEMO, member: JourneyMember, counts: CopiedCounts): Statement[] {
  const source = DEMO[from].id;
  const suffix = member.record("");
  return [
    copy("members", "t.id = $1", "jsonb_build_object('id', $2::text, 'email', $3::text)", 1, [
      source,
      member.id,
      member.email,
    ]),
    copy(
      "addresses",
      "t.member_id = $1",
      "jsonb_build_object('id', t.id || $3::text, 'member_id', $2::text)",
      counts.addresses,
      [source, member.id, suffix],
    ),
    copy(
      "sandbox_cards",
      "t.member_id = $1",
      "jsonb_build_object('id', t.id || $3::text, 'member_id', $2::text)",
      counts.cards,
      [source, member.id, suffix],
    ),
    copy(
      "payment_methods",
      "t.member_id = $1",
      "jsonb_build_object('id', t.id || $3::text, 'member_id', $2::text, 'provider_ref', t.provider_ref || $3::text)",
      counts.cards,
      [source, member.id, suffix],
    ),
    copy(
      "fidelity_balances",
      "t.member_id = $1",
      "jsonb_build_object('member_id', $2::text)",
      counts.balances,
      [source, member.id],
    ),
  ];
}

interface CopiedCounts {
  addresses: number;
  cards: number;
  balances: number;
}

/** What the seed gives each demo member (a change of the seed that breaks a copy fails the setup, saying which). */
const SEEDED: Record<keyof typeof DEMO, CopiedCounts> = {
  giulia: { addresses: 3, cards: 2, balances: 1 },
  marco: { addresses: 2, cards: 1, balances: 1 },
};

/** Every journey member, made on the shared platform's database before it starts. */
export function journeyMemberStatements(): Statement[] {
  return Object.values(MEMBERS).flatMap((member) => {
    const from = member.id.startsWith(DEMO.giulia.id) ? "giulia" : "marco";
    const orders =
      member === MEMBERS.buyAgainEn || member === MEMBERS.buyAgainIt ? buyAgainStatements(member) : [];
    return [...copyStatements(from, member, SEEDED[from]), ...orders];
  });
}
