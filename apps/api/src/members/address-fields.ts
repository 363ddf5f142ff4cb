/** The contract's AddressInput fields, as stored in saved addresses, carts and orders. */
export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "street",
  "number",
  "city",
  "province",
  "state",
  "country",
  "zip",
  "phone",
  "phoneCountry",
  "email",
  "notes",
] as const;

/** The contract's BillingInput fields (invoicing data). */
export const BILLING_FIELDS = [
  "person",
  "firstName",
  "lastName",
  "fiscalCompany",
  "code",
  "cf",
  "pec",
  "sdi",
  "street",
  "number",
  "city",
  "province",
  "state",
  "country",
  "zip",
  "email",
  "phone",
] as const;
