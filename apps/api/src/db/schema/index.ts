// Every table of the platform; drizzle-kit generates migrations/ from these (pnpm db:generate).
export * from "./catalog.js";
export * from "./clubs.js";
export * from "./commerce.js";
export * from "./content.js";
export * from "./fidelity.js";
export * from "./members.js";
export * from "./platform.js";
