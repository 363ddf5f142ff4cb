import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import {
  fidelityBalances,
  fidelityLedger,
  fidelityPrizes,
  fidelityPrograms,
  members,
} from "../db/schema/index.js";
import { DEMO } from "./clubs.js";

export const CELLAR_POINTS = {
  programId: "fp_cv_cellar_points",
  demoMemberEmail: "giulia.rossi@example.com",
};

/** The estate's fidelity program for the current year (and last year's harvest program, now closed). */
export async function seedFidelity(db: Executor, now: Date) {
  const year = now.getUTCFullYear();
  await db.insert(fidelityPrograms).values([
    {
      id: CELLAR_POINTS.programId,
      clubId: DEMO.estate.id,
      title: { it: "Punti Cantina", en: "Cellar Points" },
      description: {
        it: "Un punto per ogni euro speso nello shop dei soci. Con i punti scegli degustazioni, bottiglie speciali e la visita in vendemmia.",
        en: "One point for every euro spent in the members' shop. Use your points for tastings, special bottles and a harvest visit.",
      },
      points: 1,
      perAmount: 100,
      currency: "EUR",
      startsAt: new Date(Date.UTC(year, 0, 1)),
      endsAt: new Date(Date.UTC(year + 1, 0, 1)),
    },
    {
      id: "fp_cv_harvest_last_year",
      clubId: DEMO.estate.id,
      title: { it: `Vendemmia ${year - 1}`, en: `Harvest ${year - 1}` },
      description: {
        it: "Punti doppi sugli ordini durante la vendemmia: due punti ogni euro speso.",
        en: "Double points on orders during the harvest: two points for every euro spent.",
      },
      points: 2,
      perAmount: 100,
      currency: "EUR",
      startsAt: new Date(Date.UTC(year - 1, 8, 1)),
      endsAt: new Date(Date.UTC(year - 1, 10, 1)),
    },
  ]);
  await db.insert(fidelityPrizes).values([
    {
      id: "prize_cv_tasting",
      programId: CELLAR_POINTS.programId,
      title: { it: "Degustazione per due", en: "Tasting for two" },
      description: {
        it: "Visita della cantina e degustazione di quattro vini con pecorino e olio della tenuta, per due persone.",
        en: "A cellar tour and a tasting of four wines with the estate's pecorino and olive oil, for two people.",
      },
      image: null,
      cost: 150,
      stock: null,
      position: 0,
    },
    {
      id: "prize_cv_magnum",
      programId: CELLAR_POINTS.programId,
      title: { it: "Magnum Riserva", en: "Magnum Riserva" },
      description: {
        it: "Una magnum da 1,5 L di Chianti Classico Riserva, in cassetta di legno.",
        en: "A 1.5 L magnum of Chianti Classico Riserva, in a wooden case.",
      },
      image: null,
      cost: 400,
      stock: null,
      position: 1,
    },
    {
      id: "prize_cv_harvest_visit",
      programId: CELLAR_POINTS.programId,
      title: { it: "Visita in vendemmia", en: "Harvest visit" },
      description: {
        it: "Una mattina in vigna con i vendemmiatori, pranzo in cantina e la tua bottiglia della nuova annata. Posti limitati.",
        en: "A morning in the vineyard with the pickers, lunch in the cellar and your own bottle of the new vintage. Limited places.",
      },
      image: null,
      cost: 800,
      stock: 12,
      position: 2,
    },
    {
      id: "prize_cv_harvest_apron",
      programId: "fp_cv_harvest_last_year",
      title: { it: "Grembiule da vendemmia", en: "Harvest apron" },
      description: {
        it: "Il grembiule di tela della tenuta, ricamato a mano.",
        en: "The estate's canvas apron, embroidered by hand.",
      },
      image: null,
      cost: 100,
      stock: 0,
      position: 0,
    },
  ]);

  // The demo member comes from the members seed; without it the program simply starts with no balances.
  const [giulia] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.clubId, DEMO.estate.id),
        eq(sql`lower(${members.email})`, CELLAR_POINTS.demoMemberEmail),
      ),
    )
    .limit(1);
  if (!giulia) return;
  await db
    .insert(fidelityBalances)
    .values({ programId: CELLAR_POINTS.programId, memberId: giulia.id, points: 320 })
    .onConflictDoUpdate({
      target: [fidelityBalances.programId, fidelityBalances.memberId],
      set: { points: sql`${fidelityBalances.points} + 320` },
    });
  await db.insert(fidelityLedger).values({
    id: "fl_seed_giulia_welcome",
    programId: CELLAR_POINTS.programId,
    memberId: giulia.id,
    delta: 320,
    createdAt: now,
  });
}
