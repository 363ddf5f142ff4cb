import type { Session as AuthSession } from "@club/api-client";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useRuntime } from "../app/context";

/**
 * Keeps the token of a new session (sign-in, sign-up, password reset) and goes on: every query keyed by the
 * login state refetches (architecture §4), the rest is marked stale.
 */
export function useSignedIn(): (session: AuthSession, to: string) => void {
  const runtime = useRuntime();
  const navigate = useNavigate();
  return useCallback(
    (session, to) => {
      runtime.session.setToken(session.token);
      void runtime.queryClient.invalidateQueries();
      void navigate(to, { replace: true });
    },
    [runtime, navigate],
  );
}
