import { randomBytes } from "node:crypto";

/** A new row id: a readable prefix and 16 random base64url characters (96 bits). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

/** An unguessable token (emailed links, bearer tokens, public order ids): 256 bits, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
