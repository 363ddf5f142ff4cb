import type { MemberRow } from "../db/rows.js";

/** The member as the contract's User: no password hash, no provider ids. */
export function publicUser(member: MemberRow) {
  return { id: member.id, email: member.email, firstName: member.firstName, lastName: member.lastName };
}
