import { storefrontUrlOf } from "../club/storefront-url.js";
import type { Executor } from "../db/client.js";
import type { ClubRow } from "../db/rows.js";
import type { Lang } from "../http/lang.js";
import type { Services } from "../services.js";
import { type EmailKind, renderLinkEmail, storefrontLink } from "./templates.js";

/** Queues the email carrying an emailed link (sign-up, reset, email change) in the caller's transaction. */
export async function sendLinkEmail(
  db: Executor,
  services: Services,
  club: ClubRow,
  email: { to: string; lang: Lang; kind: EmailKind; token: string },
) {
  // The club's own storefront: a link (and its token) never lands on another club's.
  const link = storefrontLink(storefrontUrlOf(club, services.config), email.lang, email.kind, email.token);
  const content = renderLinkEmail(club, email.lang, email.kind, link);
  await services.mailer.send(db, { clubId: club.id, to: email.to, kind: email.kind, link, ...content });
}
