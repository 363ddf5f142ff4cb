import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import type { Executor } from "../db/client.js";
import { isOrderStatus, ORDER_STATUSES } from "../orders/order-states.js";
import { importCatalogue } from "./catalogue-import.js";
import {
  adjustStock,
  CliError,
  createClub,
  createCoupon,
  listOrders,
  requireClub,
  rotateToken,
  setConfig,
  setHosts,
  setStorefrontUrl,
  setStyle,
  setTheme,
} from "./club-admin.js";

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const bool = (value: string) => {
  if (value === "true" || value === "yes") return true;
  if (value === "false" || value === "no") return false;
  throw new InvalidArgumentError("true or false");
};
const collect = (value: string, previous: string[] = []) => [...previous, value];
const money = (text: string) => {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) throw new InvalidArgumentError("an amount like 12.50");
  return Math.round(Number(text) * 100);
};
const years = (text: string) => {
  if (!/^\d{1,2}$/.test(text)) throw new InvalidArgumentError("an age in years (0-99)");
  return Number(text);
};
const euros = (cents: number) => (cents / 100).toFixed(2);

/** The `club` command line: runs one command on `db`; answers the exit code (0 done, 1 refused). */
export async function runClub(argv: string[], db: Executor, io: CliIo): Promise<number> {
  const program = new Command("club")
    .description("Operate a club on the platform without SQL")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  program
    .command("create")
    .description("create a club and its storefront deployment; prints its app token once")
    .argument("<id>", "club id (lowercase letters, digits, dashes)")
    .requiredOption("--name <name>", "company name")
    .requiredOption("--title-it <title>", "storefront title in Italian")
    .requiredOption("--title-en <title>", "storefront title in English")
    .requiredOption(
      "--host <pattern>",
      "a host the storefront runs on (repeat); localhost:* for any port",
      collect,
    )
    .option("--invitation-only", "sign-up by invitation only", false)
    .option(
      "--url <url>",
      "the storefront's public URL, for the links in its emails (https://shop.example.com)",
    )
    .action(async (id: string, o) => {
      const { appToken } = await createClub(db, {
        id,
        name: o.name,
        titleIt: o.titleIt,
        titleEn: o.titleEn,
        hosts: o.host,
        invitationOnly: o.invitationOnly,
        ...(o.url === undefined ? {} : { url: o.url }),
      });
      io.out(`club ${id} created on ${o.host.join(", ")}`);
      io.out(`app token (shown once, store it in the storefront's configuration): ${appToken}`);
    });

  program
    .command("hosts")
    .description("replace the hosts a club's storefront may run on")
    .argument("<club>")
    .argument("<patterns...>", "hosts (shop.example.com, localhost:*)")
    .action(async (club: string, patterns: string[]) => {
      const hosts = await setHosts(db, club, patterns);
      io.out(`club ${club} answers on ${hosts.join(", ")}`);
    });

  program
    .command("url")
    .description("set the public URL of a club's storefront, which the links in its emails open")
    .argument("<club>")
    .argument("<url>", "the storefront's origin, on one of the club's hosts (https://shop.example.com)")
    .action(async (club: string, url: string) => {
      io.out(`emails of ${club} link to ${await setStorefrontUrl(db, club, url)}`);
    });

  program
    .command("token")
    .description("issue a new app token for a club, revoking the old one; prints it once")
    .argument("<club>")
    .option("--host <pattern>", "replace the hosts too (repeat)", collect)
    .action(async (club: string, o) => {
      const { appToken } = await rotateToken(db, club, o.host);
      io.out(`new app token for ${club} (shown once; the previous token stops working now): ${appToken}`);
    });

  program
    .command("theme")
    .description("set a club's theme from a JSON file")
    .argument("<club>")
    .argument("<file>", "theme JSON")
    .action(async (club: string, file: string) => {
      await setTheme(db, club, await readFile(file, "utf8"));
      io.out(`theme of ${club} set`);
    });

  program
    .command("style")
    .description("set a club's stylesheet from a CSS file (sanitised)")
    .argument("<club>")
    .argument("<file>", "CSS")
    .action(async (club: string, file: string) => {
      const { changed } = await setStyle(db, club, await readFile(file, "utf8"));
      io.out(`style of ${club} set`);
      if (changed)
        io.err("warning: rules that load or run something (imports, bindings, remote urls) were dropped");
    });

  program
    .command("config")
    .description("change a club's settings")
    .argument("<club>")
    .option("--invitation-only <bool>", "sign-up by invitation only (true/false)", bool)
    .addOption(new Option("--payments <provider>", "payment processor").choices(["sandbox", "stripe"]))
    .option("--publishable-key <key>", "Stripe publishable key (pk_live_…)")
    .addOption(new Option("--bot-check <provider>", "bot check").choices(["none", "recaptcha", "turnstile"]))
    .option("--bot-check-site-key <key>", "the bot check's site key")
    .addOption(
      new Option(
        "--default-language <lang>",
        "the storefront's default and the club's emails' language",
      ).choices(["it", "en"]),
    )
    .option("--minimum-age <years>", "minimum age to buy where no country sets its own (default 18)", years)
    .option(
      "--minimum-age-country <COUNTRY=years>",
      "a destination country's minimum age, e.g. DE=16 (repeatable; DE= removes it)",
      collect,
    )
    .action(async (club: string, o) => {
      const settings = await setConfig(db, club, o);
      io.out(`settings of ${club}: ${JSON.stringify(settings)}`);
    });

  program
    .command("import")
    .description("create or update shop pages, shops and items from a CSV or JSON catalogue")
    .argument("<club>")
    .argument("<file>", "catalogue .csv or .json (see README: catalogue files)")
    .option("--dry-run", "check every row and report; change nothing", false)
    .action(async (club: string, file: string, o) => {
      await requireClub(db, club);
      const report = await importCatalogue(
        db,
        club,
        { name: basename(file), content: await readFile(file, "utf8") },
        { dryRun: o.dryRun },
      );
      for (const p of report.problems) io.err(`line ${p.line}, ${p.field}: ${p.reason}`);
      const summary = `${report.rows} rows: ${report.shopPages} shop pages, ${report.shops} shops, ${report.items} items`;
      if (report.problems.length) {
        io.err(`${report.problems.length} problems; nothing imported`);
        throw new CommanderError(1, "club.import", "");
      }
      io.out(
        report.written ? `imported ${summary}` : `dry run: ${summary}; the file is clean, nothing changed`,
      );
    });

  program
    .command("stock")
    .description("adjust an item's stock: +N adds, -N removes, =N sets")
    .argument("<club>")
    .argument("<item>")
    .argument("<change>")
    .action(async (club: string, item: string, change: string) => {
      io.out(`${item}: stock ${await adjustStock(db, club, item, change)}`);
    });

  program
    .command("coupon")
    .description("create a coupon")
    .argument("<club>")
    .argument("<code>")
    .addOption(
      new Option("--kind <kind>").choices(["percent", "fixed", "free_shipping"]).makeOptionMandatory(),
    )
    .option("--value <n>", "percent (1-100), or an amount (12.50) for fixed")
    .requiredOption("--description-it <text>")
    .requiredOption("--description-en <text>")
    .option("--min-subtotal <amount>", "minimum subtotal (12.50)", money)
    .option("--starts <date>", "ISO date")
    .option("--expires <date>", "ISO date")
    .option("--usage-limit <n>", "uses in all")
    .option("--per-customer <n>", "uses per customer (1: first order only)")
    .action(async (club: string, code: string, o) => {
      const value = o.kind === "fixed" ? money(o.value ?? "") : o.kind === "percent" ? o.value : 0;
      await createCoupon(db, club, {
        code,
        kind: o.kind,
        value,
        descriptionIt: o.descriptionIt,
        descriptionEn: o.descriptionEn,
        minSubtotal: o.minSubtotal,
        startsAt: o.starts,
        expiresAt: o.expires,
        usageLimit: o.usageLimit,
        perCustomerLimit: o.perCustomer,
      });
      io.out(`coupon ${code} created for ${club}`);
    });

  program
    .command("orders")
    .description("list a club's orders, newest first")
    .argument("<club>")
    .option("--since <date>", "ISO date")
    .option("--status <status>")
    .option("--limit <n>", "at most this many", "50")
    .option("--json", "one JSON object per line", false)
    .action(async (club: string, o) => {
      const since = o.since ? new Date(o.since) : undefined;
      if (since && Number.isNaN(since.getTime())) throw new CliError(`--since ${o.since}: not a date`);
      const limit = Number(o.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new CliError("--limit: a whole number from 1");
      if (o.status !== undefined && !isOrderStatus(o.status))
        throw new CliError(`--status ${o.status}: one of ${ORDER_STATUSES.join(", ")}`);
      const orders = await listOrders(db, club, { since, status: o.status, limit });
      for (const order of orders)
        io.out(
          o.json
            ? JSON.stringify(order)
            : [
                order.number,
                order.createdAt.toISOString().slice(0, 16).replace("T", " "),
                order.status,
                order.email,
                `${euros(order.total)} ${order.currency}`,
                order.couponCode ?? "",
              ].join("\t"),
        );
      if (!o.json) io.err(`${orders.length} orders`);
    });

  try {
    await program.parseAsync(argv, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    if (error instanceof CommanderError) return error.exitCode;
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      io.err(`error: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}
