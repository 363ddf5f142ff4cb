import type { ClubRow } from "../db/rows.js";
import { type Lang, localize } from "../http/lang.js";

export type EmailKind = "signup" | "password_reset" | "email_change" | "email_confirm";

/** The storefront route each kind of link opens (architecture §2). */
const ROUTES: Record<EmailKind, string> = {
  signup: "signup",
  password_reset: "password/confirm",
  email_change: "email/change",
  email_confirm: "email/confirm",
};

export function storefrontLink(storefrontUrl: string, lang: Lang, kind: EmailKind, token: string): string {
  return `${storefrontUrl}/${lang}/${ROUTES[kind]}/${token}`;
}

interface Copy {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const COPY: Record<EmailKind, Record<Lang, (club: string) => Copy>> = {
  signup: {
    en: (club) => ({
      subject: `Complete your registration to ${club}`,
      intro: `You asked to join ${club}. Open the link below to choose your password and complete your registration.`,
      action: "Complete registration",
      outro: "The link is valid for 7 days. If you did not ask to join, ignore this email.",
    }),
    it: (club) => ({
      subject: `Completa la registrazione a ${club}`,
      intro: `Hai chiesto di iscriverti a ${club}. Apri il link qui sotto per scegliere la password e completare la registrazione.`,
      action: "Completa la registrazione",
      outro: "Il link è valido per 7 giorni. Se non hai chiesto di iscriverti, ignora questa email.",
    }),
  },
  password_reset: {
    en: (club) => ({
      subject: `Reset your ${club} password`,
      intro: "Someone asked to reset the password of your account. Open the link below to choose a new one.",
      action: "Choose a new password",
      outro:
        "The link is valid for 1 hour. If you did not ask for it, ignore this email: your password stays the same.",
    }),
    it: (club) => ({
      subject: `Reimposta la password di ${club}`,
      intro:
        "È stato chiesto di reimpostare la password del tuo account. Apri il link qui sotto per sceglierne una nuova.",
      action: "Scegli una nuova password",
      outro:
        "Il link è valido per 1 ora. Se non l'hai chiesto tu, ignora questa email: la password resta la stessa.",
    }),
  },
  email_change: {
    en: (club) => ({
      subject: `Change the email of your ${club} account`,
      intro:
        "You asked to change the email address of your account. Open the link below to choose the new address.",
      action: "Choose the new email",
      outro: "The link is valid for 1 hour. If you did not ask for it, ignore this email.",
    }),
    it: (club) => ({
      subject: `Modifica l'email del tuo account ${club}`,
      intro:
        "Hai chiesto di modificare l'indirizzo email del tuo account. Apri il link qui sotto per scegliere il nuovo indirizzo.",
      action: "Scegli la nuova email",
      outro: "Il link è valido per 1 ora. Se non l'hai chiesto tu, ignora questa email.",
    }),
  },
  email_confirm: {
    en: (club) => ({
      subject: `Confirm your new email for ${club}`,
      intro: `Open the link below to confirm this address as the new email of your ${club} account.`,
      action: "Confirm the new email",
      outro: "The link is valid for 24 hours. If you did not ask for it, ignore this email.",
    }),
    it: (club) => ({
      subject: `Conferma la nuova email per ${club}`,
      intro: `Apri il link qui sotto per confermare questo indirizzo come nuova email del tuo account ${club}.`,
      action: "Conferma la nuova email",
      outro: "Il link è valido per 24 ore. Se non l'hai chiesto tu, ignora questa email.",
    }),
  },
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The subject, plain text and HTML of a link email, in the member's language. */
export function renderLinkEmail(club: ClubRow, lang: Lang, kind: EmailKind, link: string) {
  const clubName = `${club.company.name} · ${localize(club.title, lang)}`;
  const copy = COPY[kind][lang](clubName);
  const text = `${copy.intro}\n\n${copy.action}: ${link}\n\n${copy.outro}\n\n— ${clubName}\n`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #222; max-width: 560px; margin: 0 auto; padding: 24px">
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #5b2a86; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(copy.action)}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(copy.outro)}</p>
<p>— ${escapeHtml(clubName)}</p>
</body></html>`;
  return { subject: copy.subject, text, html };
}
