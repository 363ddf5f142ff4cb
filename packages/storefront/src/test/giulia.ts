import type { Address, Billing } from "@club/api-client";

/** Giulia Rossi's address in Florence, as a member keeps it and a guest types it (without an id). */
export const FLORENCE = {
  firstName: "Giulia",
  lastName: "Rossi",
  street: "Via dei Servi",
  number: "12",
  city: "Firenze",
  province: "FI",
  zip: "50122",
  country: "IT",
  phone: "333 1234567",
};

/** The same address saved in her profile, as her default. */
export const GIULIA_HOME = { id: "adr_home", isDefault: true, ...FLORENCE } as Address;

/** Her invoicing data saved in her profile: a private person with her codice fiscale. */
export const GIULIA_BILLING = {
  id: "bil_saved",
  person: true,
  firstName: "Giulia",
  lastName: "Rossi",
  cf: "RSSGLI85T50D612X",
  street: "Via dei Servi 12",
  city: "Firenze",
  province: "FI",
  zip: "50122",
  country: "IT",
} as Billing;
