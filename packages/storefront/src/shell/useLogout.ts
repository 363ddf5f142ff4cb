import { useCallback } from "react";
import { createStorefrontClient } from "../api/client";
import { useRuntime } from "../app/context";
import { useLanguage } from "../router/useLanguage";

/** Architecture §4: logout removes the stored token, calls the logout endpoint, then reloads the page. */
export function useLogout(reload: () => void = () => globalThis.location.reload()): () => Promise<void> {
  const runtime = useRuntime();
  const language = useLanguage();
  return useCallback(async () => {
    const token = runtime.session.getToken();
    runtime.session.setToken(null);
    if (token) {
      // The stored token is already gone: this one call carries the token it revokes.
      const client = createStorefrontClient({
        appToken: runtime.bootstrap.appToken,
        ...(runtime.bootstrap.apiBaseUrl ? { baseUrl: runtime.bootstrap.apiBaseUrl } : {}),
        session: { ...runtime.session, getToken: () => token },
        persisted: runtime.persisted,
        language: () => language,
      });
      try {
        await client.POST("/api/v2/auth/logout");
      } catch {
        // The token is gone from this browser either way.
      }
    }
    reload();
  }, [runtime, language, reload]);
}
