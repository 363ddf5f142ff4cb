import { type Billing, type BillingInput, isApiError, type Profile } from "@club/api-client";
import { Alert, Button, Card, CardHeader, Dialog, EmptyState } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useQueries } from "../../app/context";
import { type FieldErrors, hasErrors } from "../../checkout/field-errors";
import { fieldsUnder } from "../../checkout/field-messages";
import { validateBilling } from "../../checkout/fiscal";
import { InvoicingStep } from "../../checkout/steps/InvoicingStep";
import { useLanguage } from "../../router/useLanguage";
import { addressLine } from "./AddressesCard";
import { useUpdateProfile } from "./useUpdateProfile";

const fields = ({ id: _id, ...rest }: Billing): BillingInput => rest as BillingInput;

/** Whom the invoice is for: "Mario Rossi · CF RSSMRA…" or "Enoteca Srl · P.IVA 0123…". */
function billingTitle(billing: BillingInput): string {
  if (billing.person === false) return [billing.fiscalCompany, billing.code].filter(Boolean).join(" · ");
  return [`${billing.firstName ?? ""} ${billing.lastName ?? ""}`.trim(), billing.cf]
    .filter(Boolean)
    .join(" · ");
}

/** The member's invoicing data: the checkout's invoicing fields and Italian fiscal rules, in a dialog. */
export function BillingsCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const update = useUpdateProfile();
  const countries = useQuery(queries.countries(language)).data;
  const [editing, setEditing] = useState<{ index: number; value: Partial<BillingInput> } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const billings = profile.billings;

  const save = () => {
    if (!editing) return;
    const found = validateBilling(editing.value);
    setErrors(found);
    if (hasErrors(found)) return;
    const clean = Object.fromEntries(
      Object.entries(editing.value).filter(([, v]) => typeof v !== "string" || v.trim() !== ""),
    ) as unknown as BillingInput;
    const current = billings[editing.index];
    const list: (BillingInput & { id?: string })[] = billings.map((item) => ({ ...item }));
    if (current) list[editing.index] = { ...clean, id: current.id };
    else list.push(clean);
    update.mutate(
      { billings: list },
      {
        onSuccess: () => setEditing(null),
        onError: (error) =>
          setErrors(fieldsUnder(isApiError(error) ? error.fields : undefined, `billings.${editing.index}`)),
      },
    );
  };
  const remove = (index: number) => update.mutate({ billings: billings.filter((_, i) => i !== index) });
  const open = (index: number, value: Partial<BillingInput>) => {
    setErrors({});
    update.reset();
    setEditing({ index, value });
  };

  return (
    <Card as="section" aria-labelledby="profile-billings" className="flex flex-col gap-4">
      <CardHeader
        title={<span id="profile-billings">{t`Invoicing data`}</span>}
        headingLevel={2}
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={() => open(billings.length, { person: true, country: "IT" })}
          >
            {t`Add invoicing data`}
          </Button>
        }
      />
      {update.isError && !editing && <Alert tone="error">{messages.error(update.error)}</Alert>}
      {billings.length === 0 ? (
        <EmptyState title={t`No invoicing data`} description={t`Add it to ask for an invoice in one step.`} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {billings.map((billing, index) => {
            const title = billingTitle(billing);
            return (
              <li key={billing.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-fg">{title}</p>
                  <p className="text-fg-muted">{addressLine(billing)}</p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="ghost" onClick={() => open(index, fields(billing))}>
                    {t`Edit`}
                    <span className="sr-only"> {title}</span>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => remove(index)}>
                    {t`Remove`}
                    <span className="sr-only"> {title}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <Dialog
          open
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
          size="lg"
          title={t`Invoicing data`}
          description={t`Fields marked * are mandatory.`}
          footer={
            <>
              <Button variant="ghost" onClick={() => setEditing(null)}>
                {t`Cancel`}
              </Button>
              <Button loading={update.isPending} onClick={save}>
                {t`Save`}
              </Button>
            </>
          }
        >
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            {update.isError && <Alert tone="error">{messages.error(update.error)}</Alert>}
            <InvoicingStep
              billing={editing.value}
              errors={errors}
              countries={countries}
              onChange={(patch) =>
                setEditing((current) =>
                  current ? { ...current, value: { ...current.value, ...patch } } : current,
                )
              }
            />
          </form>
        </Dialog>
      )}
    </Card>
  );
}
