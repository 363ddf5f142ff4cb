import type { clubs, members } from "./schema/index.js";

export type ClubRow = typeof clubs.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
