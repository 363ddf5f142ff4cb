import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { Db } from "../db/client.js";
import { clubs, expenses, members, sandboxCards, sandboxCharges, setupIntents } from "../db/schema/index.js";
import { HttpError } from "../http/errors.js";
import { type Lang, localize, parseLang } from "../http/lang.js";
import { formatMoney } from "../mail/order-emails.js";
import { escapeHtml } from "../mail/templates.js";
import { markPaid, releaseOrder } from "../orders/payment.js";
import type { Services } from "../services.js";
import { challengeFrameAncestors } from "./challenge-frame.js";
import { saveSandboxCard } from "./sandbox-routes.js";

const CHARGE_ID = /^ch_sbx_[A-Za-z0-9_-]{16}$/;
const SETUP_INTENT_ID = /^seti_sbx_[A-Za-z0-9_-]{16}$/;
const MAX_FORM_BYTES = 1024;

const COPY = {
  en: {
    title: "Confirm your payment",
    bank: "Test bank · 3-D Secure",
    intro: (amount: string, club: string) => `Confirm the payment of ${amount} to ${club}.`,
    setupTitle: "Confirm your card",
    setupIntro: (card: string, club: string) =>
      `Confirm that ${club} may keep the card ${card} for your orders.`,
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
    setupTitle: "Conferma la tua carta",
    setupIntro: (card: string, club: string) =>
      `Conferma che ${club} può conservare la carta ${card} per i tuoi ordini.`,
    note: "Questa è l'autenticazione di prova del sandbox: nessuna banca reale è coinvolta.",
    complete: "Completa l'autenticazione",
    fail: "Fai fallire l'autenticazione",
    completed: "Autenticazione completata. Puoi tornare al negozio.",
    failed: "Autenticazione non riuscita. Puoi tornare al negozio e riprovare.",
    closed: "Questa autenticazione è conclusa.",
    missing: "Questa autenticazione non esiste.",
  },
} as const;

/**
 * The page's one script: tells the storefront (the iframe's parent) how the challenge ended. The storefront frames
 * this page through its own origin, so the answer goes to that origin only, never to whatever page framed it.
 */
export const CHALLENGE_SCRIPT = `(() => {
  const result = document.body.dataset.result;
  if (result === "completed" || result === "failed")
    window.parent.postMessage({ type: "club-sandbox-challenge", result }, window.location.origin);
})();
`;
/** No club, no storefront to frame the page. */
const NOT_FRAMED = "'none'";

const STYLE = `body{font-family:system-ui,sans-serif;color:#1f1f1f;background:#fff;margin:0;padding:24px;line-height:1.5}
main{max-width:420px;margin:0 auto}h1{font-size:1.35rem;margin:0 0 4px}.bank{color:#555;font-size:.9rem;margin:0 0 16px}
.amount{font-size:1.1rem}.note{color:#555;font-size:.85rem}form{display:flex;flex-wrap:wrap;gap:12px;margin-top:20px}
button{font:inherit;font-weight:600;padding:10px 16px;border-radius:6px;border:2px solid #5b2a86;cursor:pointer;min-height:44px}
.complete{background:#5b2a86;color:#fff}.fail{background:#fff;color:#5b2a86}
button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}[role=status]{font-weight:600}`;

/** The challenge form's answer: "completed", "failed", or null for anything else. */
async function readResult(c: Context): Promise<"completed" | "failed" | "too_large" | null> {
  if (Number(c.req.header("content-length") ?? 0) > MAX_FORM_BYTES) return "too_large";
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return form.result === "completed" ? "completed" : form.result === "failed" ? "failed" : null;
}

/** A challenge page; `frame` is who may frame it (the club's storefront, from challengeFrameAncestors). */
function page(
  c: Context,
  frame: string,
  lang: Lang,
  body: string,
  result?: "completed" | "failed",
  status = 200,
) {
  const nonce = randomBytes(16).toString("base64");
  const copy = COPY[lang];
  // No inline script (the result goes through the external challenge.js); the style carries a per-response nonce.
  c.header(
    "Content-Security-Policy",
    `default-src 'none'; script-src 'self'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors ${frame}`,
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
 * for the test card that always asks for authentication, when it pays (a charge) or is saved (a setup intent, its id
 * `seti_sbx_…`). The charge's or intent's unguessable id is the capability. A charge's result
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
      return club ? { charge, club, expense, frame: await challengeFrameAncestors(db, club) } : null;
    };
    const langOf = (c: Context, expense: { lang: Lang } | undefined) =>
      expense?.lang ?? parseLang(c.req.header("accept-language"));

    const loadIntent = async (id: string) => {
      const [intent] = await db
        .select()
        .from(setupIntents)
        .where(and(eq(setupIntents.id, id), eq(setupIntents.provider, "sandbox")))
        .limit(1);
      if (!intent) return null;
      const [club] = await db.select().from(clubs).where(eq(clubs.id, intent.clubId)).limit(1);
      return club ? { intent, club, frame: await challengeFrameAncestors(db, club) } : null;
    };
    const form = (id: string, copy: (typeof COPY)[Lang]) =>
      `<form method="post" action="/sandbox-pay/v1/challenges/${id}">
<button class="complete" type="submit" name="result" value="completed">${escapeHtml(copy.complete)}</button>
<button class="fail" type="submit" name="result" value="failed">${escapeHtml(copy.fail)}</button>
</form>`;
    const closed = (c: Context, frame: string, lang: Lang, title: string) =>
      page(
        c,
        frame,
        lang,
        `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(COPY[lang].closed)}</p>`,
      );
    const missing = (c: Context) => {
      const lang = parseLang(c.req.header("accept-language"));
      return page(c, NOT_FRAMED, lang, `<h1>${escapeHtml(COPY[lang].missing)}</h1>`, undefined, 404);
    };

    // Saving a card (a setup intent in requires_action): nothing is charged, the bank confirms the card.
    const setupPage = async (c: Context, id: string) => {
      const found = await loadIntent(id);
      if (!found) return missing(c);
      const { intent, club, frame } = found;
      const lang = intent.lang ?? parseLang(c.req.header("accept-language"));
      const copy = COPY[lang];
      if (intent.status !== "requires_action" || !intent.cardRef)
        return closed(c, frame, lang, copy.setupTitle);
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.id, intent.cardRef)).limit(1);
      const clubName = `${club.company.name} · ${localize(club.title, lang)}`;
      const brand = card ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : "";
      const ending = card ? `${brand} ···· ${card.last4}` : "";
      return page(
        c,
        frame,
        lang,
        `<h1>${escapeHtml(copy.setupTitle)}</h1><p class="bank">${escapeHtml(copy.bank)}</p>
<p class="amount">${escapeHtml(copy.setupIntro(ending, clubName))}</p><p class="note">${escapeHtml(copy.note)}</p>
${form(intent.id, copy)}`,
      );
    };

    const setupAnswer = async (c: Context, id: string) => {
      const found = await loadIntent(id);
      if (!found) return missing(c);
      const { club, frame } = found;
      const lang = found.intent.lang ?? parseLang(c.req.header("accept-language"));
      const copy = COPY[lang];
      const result = await readResult(c);
      if (result === "too_large")
        return page(c, frame, lang, `<h1>${escapeHtml(copy.setupTitle)}</h1>`, undefined, 413);
      if (!result) return page(c, frame, lang, `<h1>${escapeHtml(copy.setupTitle)}</h1>`, undefined, 400);
      const processor = services.payments.forClub(club);
      // One answer per challenge: the intent's row is locked, and only one still in requires_action is answered.
      const settled = await db.transaction(async (tx) => {
        const [intent] = await tx
          .select()
          .from(setupIntents)
          .where(and(eq(setupIntents.id, id), eq(setupIntents.status, "requires_action")))
          .for("update");
        if (!intent?.cardRef) return null;
        const back = { status: "requires_payment_method" as const, cardRef: null };
        if (result === "failed") {
          // Like Stripe: a failed authentication leaves the intent without a card, and nothing is saved.
          await tx.update(setupIntents).set(back).where(eq(setupIntents.id, intent.id));
          return "failed" as const;
        }
        const [member] = await tx.select().from(members).where(eq(members.id, intent.memberId)).limit(1);
        if (!member) return null;
        try {
          await saveSandboxCard(tx, club, member, processor, intent.id, intent.cardRef);
          return "completed" as const;
        } catch (error) {
          // The card became unusable meanwhile (its one-hour token expired, the member deleted it): not saved.
          if (!(error instanceof HttpError)) throw error;
          await tx.update(setupIntents).set(back).where(eq(setupIntents.id, intent.id));
          return "failed" as const;
        }
      });
      if (!settled) return closed(c, frame, lang, copy.setupTitle);
      return page(
        c,
        frame,
        lang,
        `<h1>${escapeHtml(copy.setupTitle)}</h1><p role="status">${escapeHtml(settled === "completed" ? copy.completed : copy.failed)}</p>`,
        settled,
      );
    };

    app.get("/sandbox-pay/v1/challenge.js", (c) => {
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Cache-Control", "public, max-age=300");
      return c.body(CHALLENGE_SCRIPT);
    });

    app.get("/sandbox-pay/v1/challenges/:id", async (c) => {
      if (SETUP_INTENT_ID.test(c.req.param("id"))) return setupPage(c, c.req.param("id"));
      const found = await load(c.req.param("id"));
      if (!found) return missing(c);
      const { charge, club, expense, frame } = found;
      const lang = langOf(c, expense);
      const copy = COPY[lang];
      if (charge.status !== "requires_action")
        return page(
          c,
          frame,
          lang,
          `<h1>${escapeHtml(copy.title)}</h1><p role="status">${escapeHtml(copy.closed)}</p>`,
        );
      const clubName = `${club.company.name} · ${localize(club.title, lang)}`;
      const amount = formatMoney(charge.amount, charge.currency, lang);
      return page(
        c,
        frame,
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
      if (SETUP_INTENT_ID.test(c.req.param("id"))) return setupAnswer(c, c.req.param("id"));
      const found = await load(c.req.param("id"));
      const fallback = parseLang(c.req.header("accept-language"));
      if (!found)
        return page(
          c,
          NOT_FRAMED,
          fallback,
          `<h1>${escapeHtml(COPY[fallback].missing)}</h1>`,
          undefined,
          404,
        );
      const { charge, club, expense, frame } = found;
      const lang = langOf(c, expense);
      const copy = COPY[lang];
      const result = await readResult(c);
      if (result === "too_large")
        return page(c, frame, lang, `<h1>${escapeHtml(copy.title)}</h1>`, undefined, 413);
      if (!result) return page(c, frame, lang, `<h1>${escapeHtml(copy.title)}</h1>`, undefined, 400);
      const [moved] = await db
        .update(sandboxCharges)
        .set({ status: result === "completed" ? "succeeded" : "failed" })
        .where(and(eq(sandboxCharges.id, charge.id), eq(sandboxCharges.status, "requires_action")))
        .returning();
      if (!moved)
        return page(
          c,
          frame,
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
        frame,
        lang,
        `<h1>${escapeHtml(copy.title)}</h1><p role="status">${escapeHtml(result === "completed" ? copy.completed : copy.failed)}</p>`,
        result,
      );
    });
  };
}
