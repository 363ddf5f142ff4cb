/** What the configuration reference (README table, `.env.example`) says about one variable. */
export interface SettingDoc {
  /** What the variable does. */
  description: string;
  /** The value used when it is not set (outside production for the demo ones), as shown to a reader. */
  default?: string;
  /** What production demands of it, if anything beyond the type. */
  production?: string;
  /** A value to show in `.env.example`. */
  example: string;
}

/** A schema's fields that carry their SettingDoc as metadata (zod 4's `.meta()`, or zod 3.25's `zod/v4`). */
export type DocumentedShape = Record<string, { meta(): unknown }>;

export interface ConfigDocsOptions {
  /** The file the schema lives in, named in the generated texts (`server/config.ts`). */
  source: string;
  /** The command that regenerates them (`pnpm --filter @club/web config:docs`). */
  command: string;
  /** `.env.example`'s header lines after the first (without `# `). */
  summary: string[];
}

export interface ConfigDocs {
  /** Every variable with its documentation, in the schema's order; throws for an undocumented one. */
  docs(): Array<[string, SettingDoc]>;
  /** The README's configuration reference table, between its markers. */
  referenceTable(): string;
  /** Every variable with its meaning; variables production demands are set, the others commented out. */
  envExample(): string;
  /** The README with its table replaced by the current one (throws without the markers). */
  withReferenceTable(readme: string): string;
  /**
   * Writes README.md and .env.example in `dir`, or with `check` only reports the stale ones (one line each on
   * stderr). Returns how many were out of date.
   */
  update(dir: string, check: boolean): number;
}

export declare function configDocs(shape: DocumentedShape, options: ConfigDocsOptions): ConfigDocs;
