import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { Db } from "../db/client.js";
import { clubs, expenses, sandboxCharges } from "../db/schema/index.js";
import { type Lang, localize, parseLang } from "../http/lang.js";
import { formatMoney } from "../mail/order-emails.js";
import { escapeHtml } from "../mail/templates.js";
import { markPaid, releaseOrder } from "../orders/payment.js";
import type { Services } from "../services.js";

const CHARGE_ID = /^ch_sbx_[A-Za-z0-9_-]{16}$/;
const MAX_FORM_BYTES = 1024;

const COPY = {
  en: {
    title: "Confirm your payment",
    bank: "Test bank · 3-D Secure",
    intro: (amount: string, club: string) => `Confirm the payment of ${amount} to ${club}.`,
    note: "This is the sandbox's test authentication: no real bank is involved.",
    complete: "Complete authentication",
    fail: "Fail authentication",
    completed: "Authentication completed. You can go back to the shop.",
    failed: "Authentication failed. You can go back to the shop and try again.",
    closed: "This authentication is over.",
    missing: "This authentication does not exist.",
  },
  it: {
    title: "Conferma il pagamento",
    bank: "Banca di prova · 3-D Secure",
    intro: (amount: string, club: string) => `Conferma il pagamento di ${amount} a ${club}.`,
    note: "Questa è l'autenticazione di prova del sandbox: nessuna banca reale è coinvolta.",
    complete: "Completa l'autenticazione",
    fail: "Fai fallire l'autenticazione",
    completed: "Autenticazione completata. Puoi tornare al negozio.",
    failed: "Autenticazione non riuscita. Puoi tornare al negozio e riprovare.",
    closed: "Questa autenticazione è conclusa.",
    missing: "Questa autenticazione non esiste.",
  },
} as const;

/** The page's one script: tells the storefront (the iframe's parent) how the challenge ended. */
const SCRIPT = `(() => {
  const result = document.body.dataset.result;
  if (result === "completed" || result === "failed")
    window.parent.postMessage({ type: "club-sandbox-challenge", result }, "*");
})();
`;

const STYLE = `body{font-family:system-ui,sans-serif;color:#1f1f1f;background:#fff;margin:0;padding:24px;line-height:1.5}
main{max-width:420px;margin:0 auto}h1{font-size:1.35rem;margin:0 0 4px}.bank{color:#555;font-size:.9rem;margin:0 0 16px}
.amount{font-size:1.1rem}.note{color:#555;font-size:.85rem}form{display:flex;flex-wrap:wrap;gap:12px;margin-top:20px}
button{font:inherit;font-weight:600;padding:10px 16px;border-radius:6px;border:2px solid #5b2a86;cursor:pointer;min-height:44px}
.complete{background:#5b2a86;color:#fff}.fail{background:#fff;color:#5b2a86}
button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}[role=status]{font-weight:600}`;

function page(c: Context, lang: Lang, body: string, result?: "completed" | "failed", status = 200) {
  const nonce = randomBytes(16).toString("base64");
  const copy = COPY[lang];
  // No inline script (the result goes through the external challenge.js); the style carries a per-response nonce.
  c.header(
    "Content-Security-Policy",
    `default-src 'none'; script-src 'self'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors *`,
  );
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  return c.html(
    `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body${result ? ` data-result="${result}"` : ""}><main>${body}</main>
<script src="/sandbox-pay/v1/challenge.js"></script></body></html>`,
    status as 200,
  );
}

/**
 * The sandbox's 3-D Secure challenge (GET/POST /sandbox-pay/v1/challenges/:id), opened by the storefront in an iframe
 * for the test card that always asks for authentication. The charge's unguessable id is the capability. The result
 * is recorded on the sandbox's charge and, like a processor's webhook, settles the order at once: a shopper who
 * closes the page afterwards still gets a paid order (or the stock back).
 */
export function sandboxChallengeRoutes(db: Db, services: Services) {
  return (app: Hono) => {
    const load = async (id: string) => {
      if (!CHARGE_ID.test(id)) return null;
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).limit(1);
      if (!charge) return null;
      const [club] = await db.select().from(clubs).where(eq(clubs.id, charge.clubId)).limit(1);
      const [expense] = await db
        .select()
        .from(expenses)
        .where(and(eq(expenses.clubId, charge.clubId), eq(expenses.paymentRef, charge.id)))
        .limit(1);
      return club ? { charge, club, expense } : null;
    };
    const langOf = (c: Context, expense: { lang: Lang } | undefined) =>
      expense?.lang ?? parseLang(c.req.header("accept-language"));

    app.get("/sandbox-pay/v1/challenge.js", (c) => {
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Cache-Control", "public, max-age=300");
      return c.body(SCRIPT);
    });

    app.get("/sandbox-pay/v1/challenges/:id", async (c) => {
      const found = await load(c.req.param("id"));
      if (!found) {
        const lang = parseLang(c.req.header("accept-language"));
        return page(c, lang, `<h1>${escapeHtml(COPY[lang].missing)}</h1>`, undefined, 404);
      }
      const { charge, club, expense } = found;
      const lang = langOf(c, expense);
      const copy = COPY[lang];
      if (charge.status !== "requires_action")
        return page(
          c,
          lang,
          `<h1>${escapeHtml(copy.title)}</h1><p role="status">${escapeHtml(copy.closed)}</p>`,
        );
      const clubName = `${club.company.name} · ${localize(club.title, lang)}`;
      const amount = formatMoney(charge.amount, charge.currency, lang);
      return page(
        c,
        lang,
        `<h1>${escapeHtml(copy.title)}</h1><p class="bank">${escapeHtml(copy.bank)}</p>
<p class="amount">${escapeHtml(copy.intro(amount, clubName))}</p><p class="note">${escapeHtml(copy.note)}</p>
<form method="post" action="/sandbox-pay/v1/challenges/${charge.id}">
<button class="complete" type="submit" name="result" value="completed">${escapeHtml(copy.complete)}</button>
<button class="fail" type="submit" name="result" value="failed">${escapeHtml(copy.fail)}</button>
</form>`,
      );
    });

    app.post("/sandbox-pay/v1/challenges/:id", async (c) => {
      const found = await load(c.req.param("id"));
      const fallback = parseLang(c.req.header("accept-language"));
      if (!found) return page(c, fallback, `<h1>${escapeHtml(COPY[fallback].missing)}</h1>`, undefined, 404);
      const { charge, club, expense } = found;
      const lang = langOf(c, expense);
      const copy = COPY[lang];
      if (Number(c.req.header("content-length") ?? 0) > MAX_FORM_BYTES)
        return page(c, lang, `<h1>${escapeHtml(copy.title)}</h1>`, undefined, 413);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const result = form.result === "completed" ? "completed" : form.result === "failed" ? "failed" : null;
      if (!result) return page(c, lang, `<h1>${escapeHtml(copy.title)}</h1>`, undefined, 400);
      const [moved] = await db
        .update(sandboxCharges)
        .set({ status: result === "completed" ? "succeeded" : "failed" })
        .where(and(eq(sandboxCharges.id, charge.id), eq(sandboxCharges.status, "requires_action")))
        .returning();
      if (!moved)
        return page(
          c,
          lang,
          `<h1>${escapeHtml(copy.title)}</h1><p role="status">${escapeHtml(copy.closed)}</p>`,
        );
      if (expense) {
        if (result === "completed") {
          const processor = services.payments.forClub(club);
          const card = await processor.describe(db, club, moved.paymentMethodRef).catch(() => null);
          const settled = await markPaid(db, services, club, expense.id, {
            provider: "sandbox",
            providerRef: moved.id,
            card,
          });
          if (settled.status === "cancelled" || settled.status === "refunded")
            await processor.refund(db, club, moved.id);
        } else await releaseOrder(db, expense.id);
      }
      return page(
        c,
        lang,
        `<h1>${escapeHtml(copy.title)}</h1><p role="status">${escapeHtml(result === "completed" ? copy.completed : copy.failed)}</p>`,
        result,
      );
    });
  };
}
