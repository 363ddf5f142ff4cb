import { useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../api/query-keys";
import { useAuthenticated, usePersonalDataShown, useRuntime } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { BuyAgainButton } from "./BuyAgainButton";

/**
 * The public order page's "Buy again": anyone with the link sees the order, but only its owner, signed in, may
 * put it in a cart. The platform decides whose order it is (another member's answers 404), so the button shows
 * only once it has said yes; visitors never ask.
 */
export function OwnerBuyAgain({ expenseId, number }: { expenseId: string; number: string }) {
  const runtime = useRuntime();
  const language = useLanguage();
  const signedIn = useAuthenticated();
  const shown = usePersonalDataShown();
  const owner = useQuery({
    queryKey: queryKeyOf("getBuyAgain", { path: { expenseId }, language, signedIn }),
    queryFn: () =>
      runtime
        .api(language)
        .GET("/api/v2/expenses/{expenseId}/buy-again", { params: { path: { expenseId } } }),
    enabled: signedIn && shown,
    retry: false,
  });
  if (!owner.data) return null;
  return (
    <div>
      <BuyAgainButton expenseId={expenseId} number={number} />
    </div>
  );
}
