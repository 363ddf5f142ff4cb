import type { ClubRow } from "../db/rows.js";
import type { ExpenseBundle } from "../expenses/view.js";
import { type Lang, localize } from "../http/lang.js";
import { escapeHtml } from "./templates.js";

interface OrderEmailContext {
  club: ClubRow;
  bundle: ExpenseBundle;
  /** The public order page (storefront). */
  link: string;
  /** The shop page's pickup address, for pickup orders. */
  pickupAddress: string | null;
}

const COPY = {
  en: {
    subject: (club: string, number: string) => `${club}: your order ${number}`,
    greeting: (name: string) => (name ? `Dear ${name},` : "Hello,"),
    intro: (number: string) =>
      `thank you for your order. Order ${number} is paid and the club is preparing it.`,
    introPickup: (number: string) =>
      `thank you for your order. Order ${number} is placed: you pay for it when you collect it.`,
    lines: "Your order",
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping",
    total: "Total",
    shipTo: "Shipping to",
    pickupAt: "Pickup at",
    invoice: "Invoice to",
    receipt: "A receipt will be issued.",
    view: "View your order",
    clubSubject: (number: string, total: string) => `New order ${number} (${total})`,
    clubIntro: (number: string, who: string) => `A new order ${number} was placed by ${who}.`,
    paidInPerson: "To be paid in person at pickup.",
    paidByCard: "Paid by card.",
    notes: "Notes",
    contact: "Customer",
    giftFor: (name: string) => `This order is a gift for ${name}`,
    giftMessage: "Gift message:",
    giftNoMessage: "No gift message.",
  },
  it: {
    subject: (club: string, number: string) => `${club}: il tuo ordine ${number}`,
    greeting: (name: string) => (name ? `Gentile ${name},` : "Buongiorno,"),
    intro: (number: string) =>
      `grazie per il tuo ordine. L'ordine ${number} è pagato e il club lo sta preparando.`,
    introPickup: (number: string) =>
      `grazie per il tuo ordine. L'ordine ${number} è confermato: lo paghi al momento del ritiro.`,
    lines: "Il tuo ordine",
    subtotal: "Subtotale",
    discount: "Sconto",
    shipping: "Spedizione",
    total: "Totale",
    shipTo: "Spedizione a",
    pickupAt: "Ritiro presso",
    invoice: "Fattura intestata a",
    receipt: "Verrà emesso uno scontrino.",
    view: "Vedi il tuo ordine",
    clubSubject: (number: string, total: string) => `Nuovo ordine ${number} (${total})`,
    clubIntro: (number: string, who: string) => `È arrivato un nuovo ordine ${number} da ${who}.`,
    paidInPerson: "Da pagare di persona al ritiro.",
    paidByCard: "Pagato con carta.",
    notes: "Note",
    contact: "Cliente",
    giftFor: (name: string) => `Questo ordine è un regalo per ${name}`,
    giftMessage: "Messaggio del regalo:",
    giftNoMessage: "Nessun messaggio per il regalo.",
  },
} as const;

export function formatMoney(cents: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === "it" ? "it-IT" : "en-GB", { style: "currency", currency }).format(
    cents / 100,
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The order's facts as lines of plain text, shared by both emails (HTML escapes each). */
function orderFacts({ bundle, pickupAddress }: OrderEmailContext, lang: Lang) {
  const copy = COPY[lang];
  const { expense, lines } = bundle;
  const money = (cents: number) => formatMoney(cents, expense.currency, lang);
  const items = lines.map(
    (line) => `${line.quantity} × ${localize(line.title, lang)} — ${money(line.lineTotal)}`,
  );
  const totals: Array<[string, string]> = [[copy.subtotal, money(expense.subtotal)]];
  if (expense.discount > 0) totals.push([copy.discount, `− ${money(expense.discount)}`]);
  if (expense.shippingMode === "shipping") totals.push([copy.shipping, money(expense.shippingCost)]);
  totals.push([copy.total, money(expense.total)]);
  const address = expense.shippingAddress ?? {};
  const delivery =
    expense.shippingMode === "shipping"
      ? {
          title: copy.shipTo,
          lines: [
            `${text(address.firstName)} ${text(address.lastName)}`.trim(),
            text(address.company),
            `${text(address.street)} ${text(address.number)}`.trim(),
            `${text(address.zip)} ${text(address.city)} ${text(address.province) || text(address.state)}`.trim(),
            text(address.country),
            expense.listingName ? localize(expense.listingName, lang) : "",
          ].filter(Boolean),
        }
      : { title: copy.pickupAt, lines: [pickupAddress ?? ""].filter(Boolean) };
  const billing = expense.billing ?? null;
  const invoice = billing
    ? {
        title: copy.invoice,
        lines: [
          text(billing.fiscalCompany) || `${text(billing.firstName)} ${text(billing.lastName)}`.trim(),
          text(billing.code) ? `P. IVA ${text(billing.code)}` : "",
          text(billing.cf) ? `C.F. ${text(billing.cf)}` : "",
          `${text(billing.street)} ${text(billing.number)}`.trim(),
          `${text(billing.zip)} ${text(billing.city)} ${text(billing.province) || text(billing.state)}`.trim(),
          text(billing.country),
          text(billing.sdi)
            ? `SDI ${text(billing.sdi)}`
            : text(billing.pec)
              ? `PEC ${text(billing.pec)}`
              : "",
        ].filter(Boolean),
      }
    : null;
  const payment = expense.payment.method === "in_person" ? copy.paidInPerson : copy.paidByCard;
  const gift = expense.gift
    ? {
        title: copy.giftFor(
          `${text(expense.gift.recipient.firstName)} ${text(expense.gift.recipient.lastName)}`.trim(),
        ),
        // The message's own line breaks become lines (each escaped in HTML like every other line).
        lines: expense.gift.message
          ? [copy.giftMessage, ...expense.gift.message.split("\n")]
          : [copy.giftNoMessage],
      }
    : null;
  return { items, totals, delivery, invoice, payment, gift };
}

function section(title: string, lines: string[]) {
  return {
    text: `${title}:\n${lines.map((line) => `  ${line}`).join("\n")}`,
    html: `<h2 style="font-size: 16px; margin: 20px 0 6px">${escapeHtml(title)}</h2><p style="margin: 0">${lines.map(escapeHtml).join("<br>")}</p>`,
  };
}

function wrap(lang: Lang, subject: string, body: string) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #222; max-width: 560px; margin: 0 auto; padding: 24px">
${body}
</body></html>`;
}

function totalsTable(totals: Array<[string, string]>) {
  return `<table style="border-collapse: collapse; margin-top: 8px">${totals
    .map(
      ([label, value], index) =>
        `<tr><td style="padding: 2px 16px 2px 0${index === totals.length - 1 ? "; font-weight: 700" : ""}">${escapeHtml(label)}</td><td style="text-align: right${index === totals.length - 1 ? "; font-weight: 700" : ""}">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
}

/** The buyer's confirmation, in the order's language: lines, totals, delivery or pickup, invoice data, the order link. */
export function renderOrderConfirmation(context: OrderEmailContext, lang: Lang) {
  const copy = COPY[lang];
  const { club, bundle, link } = context;
  const { expense } = bundle;
  const clubName = `${club.company.name} · ${localize(club.title, lang)}`;
  const facts = orderFacts(context, lang);
  const subject = copy.subject(club.company.name, expense.number);
  const intro =
    expense.status === "awaiting_pickup_payment"
      ? copy.introPickup(expense.number)
      : copy.intro(expense.number);
  const sections = [
    ...(facts.gift ? [section(facts.gift.title, facts.gift.lines)] : []),
    section(copy.lines, facts.items),
    section(facts.delivery.title, facts.delivery.lines),
    ...(facts.invoice ? [section(facts.invoice.title, facts.invoice.lines)] : []),
  ];
  const textBody = [
    copy.greeting(expense.firstName ?? ""),
    intro,
    ...sections.map((part) => part.text),
    facts.totals.map(([label, value]) => `${label}: ${value}`).join("\n"),
    facts.payment + (facts.invoice ? "" : ` ${copy.receipt}`),
    `${copy.view}: ${link}`,
    `— ${clubName}`,
  ].join("\n\n");
  const html = wrap(
    lang,
    subject,
    `<p>${escapeHtml(copy.greeting(expense.firstName ?? ""))}</p>
<p>${escapeHtml(intro)}</p>
${sections.map((part) => part.html).join("\n")}
${totalsTable(facts.totals)}
<p>${escapeHtml(facts.payment + (facts.invoice ? "" : ` ${copy.receipt}`))}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #5b2a86; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(copy.view)}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>
<p>— ${escapeHtml(clubName)}</p>`,
  );
  return { subject, text: `${textBody}\n`, html };
}

/** The club's notification of a new order (in the club's default language): who, what, where, how paid. */
export function renderNewOrderNotification(context: OrderEmailContext, lang: Lang) {
  const copy = COPY[lang];
  const { bundle, link } = context;
  const { expense } = bundle;
  const facts = orderFacts(context, lang);
  const who = `${`${expense.firstName ?? ""} ${expense.lastName ?? ""}`.trim() || expense.email}`;
  const subject = copy.clubSubject(expense.number, formatMoney(expense.total, expense.currency, lang));
  const contact = [expense.email, expense.phone ?? ""].filter(Boolean);
  const sections = [
    section(copy.contact, contact),
    ...(facts.gift ? [section(facts.gift.title, facts.gift.lines)] : []),
    section(copy.lines, facts.items),
    section(facts.delivery.title, facts.delivery.lines),
    ...(facts.invoice ? [section(facts.invoice.title, facts.invoice.lines)] : []),
    ...(expense.notes ? [section(copy.notes, [expense.notes])] : []),
  ];
  const textBody = [
    copy.clubIntro(expense.number, who),
    ...sections.map((part) => part.text),
    facts.totals.map(([label, value]) => `${label}: ${value}`).join("\n"),
    facts.payment,
    link,
  ].join("\n\n");
  const html = wrap(
    lang,
    subject,
    `<p>${escapeHtml(copy.clubIntro(expense.number, who))}</p>
${sections.map((part) => part.html).join("\n")}
${totalsTable(facts.totals)}
<p>${escapeHtml(facts.payment)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  );
  return { subject, text: `${textBody}\n`, html };
}
