import { describe, expect, it } from "vitest";
import type { ClubRow } from "../db/rows.js";
import type { ExpenseBundle } from "../expenses/view.js";
import { renderNewOrderNotification, renderOrderConfirmation } from "./order-emails.js";

const club = {
  id: "c1",
  title: { it: "Cantina", en: "Cellar" },
  company: { name: "Castelvecchio", email: "club@example.com" },
} as unknown as ClubRow;

const bundle = (overrides: Partial<ExpenseBundle["expense"]> = {}): ExpenseBundle =>
  ({
    expense: {
      id: "exp_1",
      publicId: "pub_1",
      number: "2026-000042",
      status: "paid",
      email: "giulia@example.com",
      firstName: "Giulia",
      lastName: "Rossi",
      phone: "+39 055 000",
      currency: "EUR",
      subtotal: 9000,
      discount: 900,
      shippingCost: 1200,
      total: 9300,
      shippingMode: "shipping",
      listingName: { it: "Corriere", en: "Courier" },
      shippingAddress: {
        firstName: "Giulia",
        lastName: "Rossi",
        street: "Via dei Serragli",
        number: "24",
        zip: "50124",
        city: "Firenze",
        province: "FI",
        country: "IT",
      },
      billing: {
        person: false,
        fiscalCompany: "Rossi <Vini> Srl",
        code: "01234567890",
        street: "Via Roma",
        number: "1",
        zip: "50100",
        city: "Firenze",
        country: "IT",
        sdi: "ABC1234",
      },
      payment: { method: "card", brand: "visa", last4: "4242" },
      notes: null,
      ...overrides,
    },
    lines: [
      {
        title: { it: "Chianti Classico 2021", en: "Chianti Classico 2021 (en)" },
        quantity: 6,
        unitPrice: 1500,
        lineTotal: 9000,
        shopItemId: "i1",
      },
    ],
    pageTitle: { it: "Cantina", en: "Cellar" },
  }) as unknown as ExpenseBundle;

const context = (b = bundle()) => ({
  club,
  bundle: b,
  link: "https://shop.example/it/public/expenses/pub_1",
  pickupAddress: "Via del Podere 3, Greve",
});

describe("order confirmation", () => {
  it("in Italian: lines, totals, shipping, invoice data and the order link, in text and HTML", () => {
    const email = renderOrderConfirmation(context(), "it");
    expect(email.subject).toBe("Castelvecchio: il tuo ordine 2026-000042");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("6 × Chianti Classico 2021");
      expect(part).toContain("Spedizione a");
      expect(part).toContain("Via dei Serragli 24");
      expect(part).toContain("Fattura intestata a");
      expect(part).toContain("P. IVA 01234567890");
      expect(part).toContain("SDI ABC1234");
      expect(part).toContain("https://shop.example/it/public/expenses/pub_1");
    }
    expect(email.text).toMatch(/Totale: 93,00\s€/);
    expect(email.text).toMatch(/Sconto: − 9,00\s€/);
    // Data from the order is escaped in HTML.
    expect(email.html).toContain("Rossi &lt;Vini&gt; Srl");
    expect(email.html).not.toContain("<Vini>");
    expect(email.html).toContain('<html lang="it">');
  });

  it("in English, for a pickup order paid in person: the pickup address, a receipt, no shipping line", () => {
    const email = renderOrderConfirmation(
      context(
        bundle({
          shippingMode: "pickup",
          status: "awaiting_pickup_payment",
          billing: null,
          payment: { method: "in_person" },
          discount: 0,
        }),
      ),
      "en",
    );
    expect(email.subject).toBe("Castelvecchio: your order 2026-000042");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("6 × Chianti Classico 2021 (en)");
      expect(part).toContain("Pickup at");
      expect(part).toContain("Via del Podere 3, Greve");
      expect(part).toContain("you pay for it when you collect it");
      expect(part).toContain("A receipt will be issued.");
      expect(part).not.toContain("Shipping:");
    }
    expect(email.text).toContain("Total: €93.00");
    expect(email.html).toContain('<html lang="en">');
  });
});

describe("new-order notification to the club", () => {
  it("names the customer, the lines and the total, in text and HTML (it and en)", () => {
    const it_ = renderNewOrderNotification(context(), "it");
    expect(it_.subject).toMatch(/^Nuovo ordine 2026-000042 \(93,00\s€\)$/);
    expect(it_.text).toContain("da Giulia Rossi");
    expect(it_.text).toContain("giulia@example.com");
    expect(it_.html).toContain("6 × Chianti Classico 2021");
    const en = renderNewOrderNotification(context(), "en");
    expect(en.subject).toBe("New order 2026-000042 (€93.00)");
    expect(en.text).toContain("placed by Giulia Rossi");
    expect(en.html).toContain("Paid by card.");
    // Both templates of both languages: plain text and an HTML document in that language.
    for (const [email, lang, line] of [
      [it_, "it", "6 × Chianti Classico 2021 — 90,00"],
      [en, "en", "6 × Chianti Classico 2021 (en) — €90.00"],
    ] as const) {
      expect(email.text).toContain(line);
      expect(email.text).toContain("https://shop.example/it/public/expenses/pub_1");
      expect(email.text).toContain("Rossi <Vini> Srl");
      expect(email.text).not.toContain("<p>");
      expect(email.html).toContain(`<html lang="${lang}">`);
      expect(email.html).toContain("Rossi &lt;Vini&gt; Srl");
    }
  });
});

describe("a gift order's emails", () => {
  const gift = bundle({
    gift: {
      recipient: { firstName: "Anna", lastName: "Bianchi", street: "Via Po", city: "Torino", country: "IT" },
      message: 'Buon compleanno <script>alert("x")</script>\nwith love & cheers',
    },
  });

  it("the confirmation says for whom, with the message's lines, in it and en, text and HTML", () => {
    const en = renderOrderConfirmation(context(gift), "en");
    const it_ = renderOrderConfirmation(context(gift), "it");
    expect(en.text).toContain("This order is a gift for Anna Bianchi:");
    expect(en.text).toContain("  Gift message:\n  Buon compleanno");
    expect(en.text).toContain("  with love & cheers");
    expect(it_.text).toContain("Questo ordine è un regalo per Anna Bianchi:");
    expect(it_.html).toContain("Messaggio del regalo:");
    for (const email of [en, it_]) {
      // The message is text: escaped in HTML, its line break a <br>.
      expect(email.html).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>with love &amp; cheers",
      );
      expect(email.html).not.toContain("<script>");
    }
  });

  it("without a message says so; the club's notification names the recipient too", () => {
    const silent = bundle({
      gift: { recipient: { firstName: "Anna", lastName: "Bianchi" }, message: null },
    });
    expect(renderOrderConfirmation(context(silent), "en").text).toContain("No gift message.");
    expect(renderOrderConfirmation(context(silent), "it").html).toContain("Nessun messaggio per il regalo.");
    expect(renderNewOrderNotification(context(gift), "it").text).toContain("regalo per Anna Bianchi");
  });

  it("an order that is no gift has no gift section", () => {
    expect(renderOrderConfirmation(context(), "en").text).not.toContain("gift");
  });
});
