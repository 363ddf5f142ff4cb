// Writes the configuration reference of README.md and .env.example from src/config.ts; `--check` only reports
// (exit 1) when either is out of date, for lint.
import { join } from "node:path";
import { update } from "../src/config-docs.js";

process.exit(update(join(import.meta.dirname, ".."), process.argv.includes("--check")) ? 1 : 0);
