/** A server's configuration can't be used: `problems` holds one line per problem, so an operator sees them all. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
}

/** A schema library's validation issues (zod's shape) as problem lines: `setting: what is wrong`. */
export function issueLines(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): string[] {
  return issues.map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`);
}
