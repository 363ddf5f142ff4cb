import type { PaymentMethod } from "@club/api-client";
import { Alert, Button, Card, CardHeader, Dialog, EmptyState, TextField, useToast } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import {
  AUTHENTICATION_FAILED,
  confirmSetup,
  SaveCardError,
  stripeSaveCode,
  untilSaved,
} from "../../account/save-card";
import { useAccountMessages } from "../../account/useAccountMessages";
import { CardField } from "../../adapters/payments/CardField";
import { SandboxChallengeDialog } from "../../adapters/payments/SandboxChallengeDialog";
import { CardFieldError, type CardFieldHandle, StripeSetupError } from "../../adapters/payments/types";
import { usePaymentAction } from "../../adapters/payments/usePaymentAction";
import { useQueries, useRuntime } from "../../app/context";
import { useLanguage } from "../../router/useLanguage";

/** "Visa ·4242, expires 12/28". */
function useCardLabel() {
  const { t } = useLingui();
  return (method: PaymentMethod) => {
    const brand = method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
    const last4 = method.last4;
    const expiry = `${String(method.expMonth).padStart(2, "0")}/${String(method.expYear).slice(-2)}`;
    return { name: t`${brand} ending in ${last4}`, expiry: t`Expires ${expiry}` };
  };
}

/** Saved cards: listed, added through a setup intent with the club's card field, deleted after a confirmation. */
export function PaymentMethodsCard({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const label = useCardLabel();
  const [adding, setAdding] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const remove = useMutation({
    mutationFn: (method: PaymentMethod) =>
      runtime.api(language).DELETE("/api/v2/profile/payment-methods/{paymentMethodId}", {
        params: { path: { paymentMethodId: method.id } },
      }),
    onSuccess: async () => {
      setDeleting(null);
      await runtime.queryClient.invalidateQueries({ queryKey: queries.profile(language).queryKey });
    },
  });

  return (
    <Card as="section" aria-labelledby="profile-cards" className="flex flex-col gap-4">
      <CardHeader
        title={<span id="profile-cards">{t`Saved cards`}</span>}
        headingLevel={2}
        action={
          <Button size="sm" variant="outline" onClick={() => setAdding(Date.now())}>
            {t`Add card`}
          </Button>
        }
      />
      {methods.length === 0 ? (
        <EmptyState title={t`No saved cards`} description={t`Save a card to pay in one step at checkout.`} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {methods.map((method) => {
            const text = label(method);
            return (
              <li
                key={method.id}
                className="flex items-center justify-between gap-3 py-3"
                data-card={method.last4}
              >
                <div className="text-sm">
                  <p className="font-semibold text-fg">
                    {text.name}
                    {method.isDefault && (
                      <span className="ms-2 font-normal text-fg-muted">{t`(default)`}</span>
                    )}
                  </p>
                  <p className="text-fg-muted">{text.expiry}</p>
                </div>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(method)}>
                  {t`Delete`}
                  <span className="sr-only"> {text.name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {adding !== null && <AddCardDialog key={adding} known={methods} onClose={() => setAdding(null)} />}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        size="sm"
        title={t`Delete this card?`}
        description={deleting ? label(deleting).name : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t`Cancel`}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              {t`Delete card`}
            </Button>
          </>
        }
      >
        {remove.isError && <Alert tone="error">{messages.error(remove.error)}</Alert>}
      </Dialog>
    </Card>
  );
}

/** `known`: the cards listed when the dialog opened, to tell the new one. */
function AddCardDialog({ known, onClose }: { known: PaymentMethod[]; onClose: () => void }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const config = useQuery(queries.config(language)).data ?? null;
  const cardField = useRef<CardFieldHandle>(null);
  const [cardName, setCardName] = useState("");
  const { toast } = useToast();
  // The sandbox's 3-D Secure challenge for a card the bank wants confirmed, as at checkout.
  const paymentAction = usePaymentAction(config?.payments, language);
  // Saving charges nothing: these say so without the checkout's "Nothing was charged".
  const saveFailureText = (code: string) =>
    code === "PAYMENT_DECLINED"
      ? t`The bank declined this card. Try another card.`
      : code === "PAYMENT_REENTER_CARD"
        ? messages.code(code)
        : code === AUTHENTICATION_FAILED
          ? t`Your bank did not confirm this card, so it was not saved. Try again or use another card.`
          : t`The card could not be saved. Check its details or try another card.`;

  const save = useMutation({
    mutationFn: async () => {
      if (!config || !cardField.current) throw new SaveCardError("PAYMENT_FAILED");
      const before = new Set(known.map((method) => method.id));
      const field = cardField.current;
      const setupIntent = () => runtime.api(language).GET("/api/v2/profile/setup-intent");
      let provider: string;
      if (field.saveCard) {
        // Stripe's Payment Element checks the card, then confirms the intent (with the bank's authentication).
        provider = "stripe";
        await field
          .saveCard(cardName, async () => (await setupIntent()).clientSecret)
          .catch((error: unknown) => {
            throw error instanceof StripeSetupError ? new SaveCardError(stripeSaveCode(error.code)) : error;
          });
      } else {
        const paymentMethodId = await field.tokenize(cardName);
        const intent = await setupIntent();
        provider = intent.provider;
        await confirmSetup(intent, paymentMethodId, {
          payments: config.payments,
          appToken: runtime.bootstrap.appToken,
          language,
          host: globalThis.location.host,
          authenticate: paymentAction.run,
        });
      }
      // With Stripe the platform keeps the card when Stripe's webhook reaches it, a moment after the confirmation:
      // the dialog stays (saving) until the profile lists it, so the member sees the card they just saved.
      if (provider === "stripe")
        return untilSaved(async () => {
          const profile = await runtime.queryClient.fetchQuery({
            ...queries.profile(language),
            staleTime: 0,
          });
          return Boolean(profile?.paymentMethods.some((method) => !before.has(method.id)));
        });
      return true;
    },
    onSuccess: async (listed) => {
      await runtime.queryClient.invalidateQueries({ queryKey: queries.profile(language).queryKey });
      // Stripe accepted the card but the platform has not heard of it yet (its webhook is late).
      if (!listed)
        toast({
          tone: "info",
          title: t`Card accepted`,
          description: t`It will appear in your saved cards in a moment.`,
        });
      onClose();
    },
  });

  const failure = save.error;
  const failureText =
    failure instanceof CardFieldError
      ? null
      : failure instanceof SaveCardError
        ? saveFailureText(failure.code)
        : failure
          ? messages.error(failure)
          : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Add a card`}
      description={t`The card is checked by the payment provider: its number never reaches the shop.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t`Save card`}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {failureText && <Alert tone="error">{failureText}</Alert>}
        <TextField
          label={t`Name on the card`}
          autoComplete="cc-name"
          value={cardName}
          onChange={(event) => setCardName(event.currentTarget.value)}
        />
        {config && (
          <CardField
            ref={cardField}
            payments={config.payments}
            appToken={runtime.bootstrap.appToken}
            language={language}
            intent={{ mode: "setup", currency: "EUR" }}
          />
        )}
      </form>
      {paymentAction.challenge && (
        <SandboxChallengeDialog
          key={paymentAction.challenge.challengeUrl}
          purpose="setup"
          challengeUrl={paymentAction.challenge.challengeUrl}
          onDone={paymentAction.challenge.settle}
        />
      )}
    </Dialog>
  );
}
