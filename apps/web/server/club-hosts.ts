/**
 * Whether a request's host (`name` or `name:port`, lower case) is one of the club's: `CLUB_HOSTS` names each as
 * `name`, `name:port`, or `name:*` for any port (the platform's club hosts read the same way).
 */
export function hostAllowed(patterns: readonly string[], host: string): boolean {
  const name = host.replace(/:\d+$/, "");
  return patterns.some((pattern) =>
    pattern.endsWith(":*") ? pattern.slice(0, -2) === name : pattern === host,
  );
}
