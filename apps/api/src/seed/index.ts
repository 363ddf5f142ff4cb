import { count } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { clubs } from "../db/schema/index.js";
import type { Services } from "../services.js";
import { seedCatalog } from "./catalog.js";
import { seedClubs } from "./clubs.js";
import { seedContent } from "./content.js";
import { seedFidelity } from "./fidelity.js";
import { seedMembers } from "./members.js";
import { seedOrders } from "./orders.js";

/** Seeds the demo clubs into an empty database (first start); a database with clubs is left alone. */
export async function seedIfEmpty(database: Database, services: Services): Promise<boolean> {
  return database.withLock(7_240_002, async (db) => {
    const [row] = await db.select({ n: count() }).from(clubs);
    if ((row?.n ?? 0) > 0) return false;
    await db.transaction(async (tx) => {
      await seedClubs(tx, services.config.storefrontUrl);
      await seedCatalog(tx);
      await seedContent(tx);
      await seedMembers(tx);
      // Keep last (after the members seed): it gives the demo member points.
      await seedFidelity(tx, services.clock());
      // Last: past orders of the demo members, with the points the programs above give them.
      await seedOrders(tx, services.clock());
    });
    services.log.info("seeded the demo clubs");
    return true;
  });
}
