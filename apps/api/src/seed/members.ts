import { hashPassword } from "../auth/passwords.js";
import type { Executor } from "../db/client.js";
import { addresses, invitations, members, paymentMethods, sandboxCards } from "../db/schema/index.js";
import { DEMO } from "./clubs.js";

/** The demo accounts (documented in the README's demo section). */
export const DEMO_MEMBERS = {
  giulia: {
    id: "mem_demo_giulia",
    clubId: DEMO.estate.id,
    email: "giulia.rossi@example.com",
    password: "vendemmia2026",
  },
  marco: {
    id: "mem_demo_marco",
    clubId: DEMO.estate.id,
    email: "marco.bianchi@example.com",
    password: "sangiovese2026",
  },
  anna: {
    id: "mem_demo_anna",
    clubId: DEMO.invitational.id,
    email: "anna.ferrari@example.com",
    password: "frantoio2026",
  },
} as const;

/** Emails the invitation-only club has invited and that have not signed up yet. */
export const DEMO_INVITATIONS = [
  { email: "invitato@example.com", firstName: "Luca", lastName: "Verdi", invitedBy: "Anna Ferrari" },
  { email: "ospite@example.com", firstName: "Sara", lastName: "Conti", invitedBy: "Frantoio del Garda" },
];

export async function seedMembers(db: Executor) {
  const { giulia, marco, anna } = DEMO_MEMBERS;
  const [giuliaHash, marcoHash, annaHash] = await Promise.all([
    hashPassword(giulia.password),
    hashPassword(marco.password),
    hashPassword(anna.password),
  ]);
  await db.insert(members).values([
    {
      id: giulia.id,
      clubId: giulia.clubId,
      email: giulia.email,
      passwordHash: giuliaHash,
      firstName: "Giulia",
      lastName: "Rossi",
      phone: "333 123 4567",
      phoneCountry: "+39",
      birthDate: "1988-03-12",
      language: "it",
      marketingConsent: true,
    },
    {
      id: marco.id,
      clubId: marco.clubId,
      email: marco.email,
      passwordHash: marcoHash,
      firstName: "Marco",
      lastName: "Bianchi",
      phone: "347 765 4321",
      phoneCountry: "+39",
      // Demo members who shop have a birth date, so checkout's age check does not ask them (issue 17).
      birthDate: "1979-09-21",
      language: "en",
    },
    {
      id: anna.id,
      clubId: anna.clubId,
      email: anna.email,
      passwordHash: annaHash,
      firstName: "Anna",
      lastName: "Ferrari",
      phone: "045 627 0011",
      phoneCountry: "+39",
      language: "it",
    },
  ]);

  await db.insert(addresses).values([
    {
      id: "adr_demo_giulia_home",
      memberId: giulia.id,
      kind: "shipping",
      isDefault: true,
      position: 0,
      data: {
        firstName: "Giulia",
        lastName: "Rossi",
        street: "Via dei Serragli",
        number: "24",
        city: "Firenze",
        province: "FI",
        zip: "50124",
        country: "IT",
        phone: "333 123 4567",
        phoneCountry: "+39",
      },
    },
    {
      id: "adr_demo_giulia_office",
      memberId: giulia.id,
      kind: "shipping",
      isDefault: false,
      position: 1,
      data: {
        firstName: "Giulia",
        lastName: "Rossi",
        company: "Studio Rossi Architetti",
        street: "Corso Vittorio Emanuele II",
        number: "112",
        city: "Torino",
        province: "TO",
        zip: "10121",
        country: "IT",
        phone: "011 555 0199",
        phoneCountry: "+39",
        notes: "Reception al piano terra, 9-18",
      },
    },
    {
      id: "bil_demo_giulia_person",
      memberId: giulia.id,
      kind: "billing",
      isDefault: true,
      position: 0,
      data: {
        person: true,
        firstName: "Giulia",
        lastName: "Rossi",
        cf: "RSSGLI88C52D612S",
        street: "Via dei Serragli",
        number: "24",
        city: "Firenze",
        province: "FI",
        zip: "50124",
        country: "IT",
      },
    },
    {
      id: "adr_demo_marco_home",
      memberId: marco.id,
      kind: "shipping",
      isDefault: true,
      position: 0,
      data: {
        firstName: "Marco",
        lastName: "Bianchi",
        street: "Via Paolo Sarpi",
        number: "8",
        city: "Milano",
        province: "MI",
        zip: "20154",
        country: "IT",
        phone: "347 765 4321",
        phoneCountry: "+39",
      },
    },
    {
      id: "bil_demo_marco_company",
      memberId: marco.id,
      kind: "billing",
      isDefault: true,
      position: 0,
      data: {
        person: false,
        fiscalCompany: "Enoteca Bianchi S.r.l.",
        code: "05812340015",
        cf: "05812340015",
        sdi: "M5UXCR1",
        street: "Via Paolo Sarpi",
        number: "8",
        city: "Milano",
        province: "MI",
        zip: "20154",
        country: "IT",
        email: "amministrazione@enotecabianchi.example",
      },
    },
    {
      id: "adr_demo_anna_home",
      memberId: anna.id,
      kind: "shipping",
      isDefault: true,
      position: 0,
      data: {
        firstName: "Anna",
        lastName: "Ferrari",
        street: "Lungolago Regina Adelaide",
        number: "15",
        city: "Garda",
        province: "VR",
        zip: "37016",
        country: "IT",
        phone: "045 627 0011",
        phoneCountry: "+39",
      },
    },
  ]);

  // Saved cards are sandbox tokens like the card field makes (4242… is Visa, 5555…4444 Mastercard; both succeed).
  const expYear = new Date().getUTCFullYear() + 3;
  const cards = [
    {
      member: giulia,
      name: "Giulia Rossi",
      key: "giulia_visa",
      brand: "visa",
      last4: "4242",
      expMonth: 8,
      expYear,
    },
    {
      member: giulia,
      name: "Giulia Rossi",
      key: "giulia_mc",
      brand: "mastercard",
      last4: "4444",
      expMonth: 11,
      expYear: expYear + 1,
    },
    {
      member: marco,
      name: "Marco Bianchi",
      key: "marco_visa",
      brand: "visa",
      last4: "4242",
      expMonth: 4,
      expYear,
    },
    {
      member: anna,
      name: "Anna Ferrari",
      key: "anna_visa",
      brand: "visa",
      last4: "4242",
      expMonth: 2,
      expYear,
    },
  ];
  await db.insert(sandboxCards).values(
    cards.map(({ member, name, key, brand, last4, expMonth, expYear }) => ({
      id: `pm_sbx_demo_${key}`,
      clubId: member.clubId,
      brand,
      last4,
      expMonth,
      expYear,
      cardName: name,
      outcome: "succeed" as const,
      // Saved cards are attached to their member, as the processor would have them.
      memberId: member.id,
    })),
  );
  await db.insert(paymentMethods).values(
    cards.map(({ member, name, key, brand, last4, expMonth, expYear }, index) => ({
      id: `pm_demo_${key}`,
      clubId: member.clubId,
      memberId: member.id,
      provider: "sandbox" as const,
      providerRef: `pm_sbx_demo_${key}`,
      brand,
      last4,
      expMonth,
      expYear,
      cardName: name,
      // The first card of each member is their default.
      isDefault: cards.findIndex((card) => card.member === member) === index,
    })),
  );

  await db
    .insert(invitations)
    .values(DEMO_INVITATIONS.map((invite) => ({ clubId: DEMO.invitational.id, ...invite })));
}
