import { Alert, Button, EmptyState, PageHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { lastOrder } from "../../checkout/order-storage";
import { StoreLink } from "../../router/navigation";
import { ExpenseView } from "../ExpenseView";

/** After checkout: the order summary and the link to its public page. */
export function CheckoutCompleteScreen() {
  const { t } = useLingui();
  const { shopPageId = "" } = useParams();
  const expense = lastOrder(shopPageId);
  if (!expense)
    return (
      <EmptyState
        headingLevel={1}
        title={t`No recent order`}
        description={t`Orders placed in this browser show here right after checkout.`}
        action={
          <Button asChild>
            <StoreLink to={`/shop-pages/${shopPageId}`}>{t`Back to the shop`}</StoreLink>
          </Button>
        }
      />
    );
  const email = expense.email;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={t`Thank you for your order`}
        description={email ? t`We sent the confirmation to ${email}.` : undefined}
      />
      <Alert tone="success" title={t`Order ${expense.number} confirmed`}>
        {expense.shippingMode === "pickup"
          ? t`We will let you know when it is ready for pickup.`
          : t`We will let you know when it ships.`}
      </Alert>
      <ExpenseView expense={expense}>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <StoreLink to={`/public/expenses/${expense.publicId}`}>{t`View the order page`}</StoreLink>
          </Button>
          <Button asChild variant="outline">
            <StoreLink to={`/shop-pages/${shopPageId}`}>{t`Continue shopping`}</StoreLink>
          </Button>
        </div>
      </ExpenseView>
    </div>
  );
}
