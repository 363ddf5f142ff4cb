import type { Config } from "@club/api-client";

/**
 * Sign-up is offered only when the club's config says anyone may join (architecture §2): never for invitation-only
 * clubs, and not while the config is unknown (it failed to load), rather than by default. The drawer, the login
 * screen, the sign-up screen and a product's "join the club" all follow this one rule.
 */
export function showSignUp(config: Config | null): boolean {
  return config !== null && !config.club.settings.requiresInvitation;
}
