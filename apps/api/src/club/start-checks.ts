import type { Config } from "../config.js";
import type { Executor } from "../db/client.js";
import type { ClubRow } from "../db/rows.js";
import { clubDeployments, clubs } from "../db/schema/index.js";
import { hashAppToken } from "../http/tenancy.js";
import { checkPaymentSettings } from "../payments/payments.js";
import { DEMO } from "../seed/clubs.js";

const botSecretName = (clubId: string) =>
  `BOT_CHECK_SECRET_${clubId.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;

/**
 * What the clubs in the database need from this process's settings, one line per problem: a Stripe club needs the
 * key and its connected account everywhere (it could take no money); in production also the webhook secret, its
 * bot-check secret, its own storefront URL (the one `STOREFRONT_URL` would send every club's emails to one club's
 * storefront), and no deployment may still answer to a published demo app token.
 */
export async function clubProblems(
  db: Executor,
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const rows: ClubRow[] = await db.select().from(clubs);
  const problems: string[] = [];
  for (const club of rows) {
    try {
      checkPaymentSettings(config, [club]);
    } catch (error) {
      problems.push((error as Error).message);
    }
    if (!config.production) continue;
    if (club.settings.payments.provider === "stripe") {
      if (!club.settings.payments.publishableKey)
        problems.push(
          `club ${club.id} pays with Stripe but has no publishable key (club config ${club.id} --payments stripe --publishable-key pk_live_…)`,
        );
      if (!config.stripeWebhookSecret)
        problems.push(
          `club ${club.id} pays with Stripe but STRIPE_WEBHOOK_SECRET is not set (payments finished after 3-D Secure would not reach their orders)`,
        );
    }
    if (!club.storefrontUrl)
      problems.push(
        `club ${club.id} has no storefront URL of its own for the links in its emails (club url ${club.id} https://…)`,
      );
    const { provider } = club.settings.botCheck;
    if (provider !== "none" && !env[botSecretName(club.id)])
      problems.push(`club ${club.id} checks bots with ${provider} but ${botSecretName(club.id)} is not set`);
  }
  if (config.production) {
    const demoHashes = new Map(
      Object.values(DEMO).map((demo) => [hashAppToken(demo.appToken), demo.appToken] as const),
    );
    const deployments = await db
      .select({ clubId: clubDeployments.clubId, hash: clubDeployments.appTokenSha256 })
      .from(clubDeployments);
    for (const deployment of deployments) {
      const token = demoHashes.get(deployment.hash);
      if (token)
        problems.push(
          `club ${deployment.clubId} answers to the published demo app token "${token}": issue its own (club token ${deployment.clubId})`,
        );
    }
  }
  return problems;
}
