import type { BuyAgain } from "@club/api-client";
import { hashKey, useMutation } from "@tanstack/react-query";
import { cartKey, matchesOperation } from "../api/query-keys";
import { useRuntime } from "../app/context";
import { cartControllerFor } from "../cart/cart-controllers";
import { rememberCartLines } from "../cart/cart-hint";
import { useLanguage } from "../router/useLanguage";
import { type BuyAgainOutcome, planBuyAgain } from "./merge-lines";

export interface BuyAgainResult {
  order: BuyAgain;
  outcomes: BuyAgainOutcome[];
}

/**
 * Puts a past order's still-available lines in its shop page's cart. The platform says what can be bought now and
 * at what price; reading the cart and writing the merged lines run as one operation of the page's cart queue
 * (architecture §5), after the changes already pending, so no other cart request interleaves with them.
 */
/** The key of one order's buy-again runs in the mutation cache, where their outcome outlives a re-render. */
export const buyAgainKey = (expenseId: string) => ["buyAgain", expenseId] as const;

export function useBuyAgain(expenseId: string) {
  const runtime = useRuntime();
  const language = useLanguage();
  return useMutation({
    mutationKey: buyAgainKey(expenseId),
    mutationFn: async (): Promise<BuyAgainResult> => {
      const api = runtime.api(language);
      const order = await api.GET("/api/v2/expenses/{expenseId}/buy-again", {
        params: { path: { expenseId } },
      });
      // The storefront keys a page's cart by the page's address (its slug), as its shop screens do.
      const shopPageId = order.shopPage.slug;
      const { cart, outcomes } = await cartControllerFor(runtime, shopPageId).queue.run(async () => {
        const current = await api.GET("/api/v2/shop-pages/{shopPageId}/cart/data", {
          params: { path: { shopPageId } },
        });
        const plan = planBuyAgain(current.lines, order.lines);
        if (!plan.outcomes.some(({ added }) => added > 0)) return { cart: current, outcomes: plan.outcomes };
        const updated = await api.PATCH("/api/v2/shop-pages/{shopPageId}/cart", {
          params: { path: { shopPageId } },
          body: { items: plan.items },
        });
        return { cart: updated, outcomes: plan.outcomes };
      });
      const key = cartKey(language, runtime.view.signedIn(), shopPageId);
      runtime.queryClient.setQueryData(key, cart);
      rememberCartLines(shopPageId, cart);
      // The cart read with other pricing contexts, and its shipping options: read them again.
      const answered = hashKey(key);
      void runtime.queryClient.invalidateQueries({
        predicate: ({ queryKey, queryHash }) =>
          queryHash !== answered &&
          (matchesOperation(queryKey, "getCart", { path: { shopPageId } }) ||
            matchesOperation(queryKey, "getCartListings", { path: { shopPageId } })),
      });
      return { order, outcomes };
    },
  });
}
