import type { FidelityPrize, FidelityProgram, Redemption } from "@club/api-client";
import {
  Alert,
  Badge,
  Button,
  Card,
  CardHeader,
  Dialog,
  EmptyState,
  formatMoney,
  PageHeader,
} from "@club/ui";
import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { pointsMissing, redeemBlock } from "../../account/fidelity-rules";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useAuthenticated, useQueries, useRuntime } from "../../app/context";
import { formatDate } from "../../i18n/format";
import { localeOf } from "../../i18n/languages";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";

/** Fidelity programs (/{lang}/fidelity-programs): rules, dates, the member's balance, prizes and redemption. */
export function FidelityScreen() {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const programs = useQuery(queries.fidelityPrograms(language));
  const authenticated = useAuthenticated();
  if (programs.isPending) return <ScreenSkeleton />;
  if (!programs.data)
    return (
      <ScreenFailure
        error={programs.error ?? new Error("fidelity")}
        onRetry={() => void programs.refetch()}
      />
    );
  const items = programs.data.items;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title={t`Fidelity programs`}
        description={t`Earn points with every order and exchange them for prizes.`}
      />
      {!authenticated && (
        <Alert
          tone="info"
          action={
            <Button asChild size="sm">
              <StoreLink to={`/login?returnUrl=${encodeURIComponent(`/${language}/fidelity-programs`)}`}>
                {t`Log in`}
              </StoreLink>
            </Button>
          }
        >
          {t`Log in to see your points and redeem prizes.`}
        </Alert>
      )}
      {items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t`No fidelity programs right now`}
          description={t`Come back soon: new programs are on their way.`}
        />
      ) : (
        items.map((program) => <ProgramCard key={program.id} program={program} />)
      )}
    </div>
  );
}

function ProgramCard({ program }: { program: FidelityProgram }) {
  const { t } = useLingui();
  const locale = localeOf(useLanguage());
  const [redeeming, setRedeeming] = useState<FidelityPrize | null>(null);
  const [done, setDone] = useState<{ prize: FidelityPrize; redemption: Redemption } | null>(null);
  const points = program.points;
  const amount = formatMoney(program.perAmount, locale);
  const from = formatDate(program.startsAt, locale);
  const to = formatDate(program.endsAt, locale);
  const balance = program.balance;
  const headingId = `program-${program.id}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4" data-program={program.id}>
      <CardHeader
        title={<span id={headingId}>{program.title}</span>}
        description={program.description}
        headingLevel={2}
        action={program.active ? null : <Badge tone="neutral">{t`Not active`}</Badge>}
      />
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-fg-muted">{t`How to earn`}</dt>
          <dd className="font-semibold text-fg">
            <Plural
              value={points}
              one={`# point every ${amount} spent`}
              other={`# points every ${amount} spent`}
            />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t`Valid`}</dt>
          <dd className="text-fg">{t`From ${from} to ${to}`}</dd>
        </div>
        {balance !== null && (
          <div>
            <dt className="text-fg-muted">{t`Your points`}</dt>
            <dd className="font-bold text-2xl text-fg" data-testid="fidelity-balance">
              {balance}
            </dd>
          </div>
        )}
      </dl>
      {done && (
        <Alert tone="success" onDismiss={() => setDone(null)}>
          <RedeemedText prize={done.prize.title} code={done.redemption.code} />
        </Alert>
      )}
      <h3 className="font-heading font-semibold text-fg">{t`Prizes`}</h3>
      {program.prizes.length === 0 ? (
        <p className="text-fg-muted text-sm">{t`This program has no prizes yet.`}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {program.prizes.map((prize) => (
            <PrizeItem key={prize.id} program={program} prize={prize} onRedeem={() => setRedeeming(prize)} />
          ))}
        </ul>
      )}
      {redeeming && (
        <RedeemDialog
          program={program}
          prize={redeeming}
          onClose={() => setRedeeming(null)}
          onDone={(redemption) => {
            setDone({ prize: redeeming, redemption });
            setRedeeming(null);
          }}
        />
      )}
    </Card>
  );
}

function RedeemedText({ prize, code }: { prize: string; code: string }) {
  const { t } = useLingui();
  return <>{t`You redeemed “${prize}”. Your voucher code is ${code}.`}</>;
}

function PrizeItem({
  program,
  prize,
  onRedeem,
}: {
  program: FidelityProgram;
  prize: FidelityPrize;
  onRedeem: () => void;
}) {
  const { t } = useLingui();
  const block = redeemBlock(program, prize);
  const cost = prize.cost;
  const missing = pointsMissing(program.balance, prize.cost);
  const reasons: Record<NonNullable<typeof block>, ReactNode> = {
    SIGN_IN: t`Log in to redeem`,
    INACTIVE: t`The program is not active`,
    UNAVAILABLE: t`Not available`,
    NOT_ENOUGH_POINTS: <Plural value={missing} one="# more point needed" other="# more points needed" />,
  };
  const reasonId = `prize-${prize.id}-reason`;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border p-4" data-prize={prize.id}>
      {prize.image && (
        <img
          src={prize.image.url}
          alt={prize.image.alt}
          width={prize.image.width ?? 600}
          height={prize.image.height ?? 400}
          loading="lazy"
          className="aspect-[3/2] w-full rounded-control object-cover"
        />
      )}
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold text-fg">{prize.title}</h4>
        <Badge tone="primary">
          <Plural value={cost} one="# point" other="# points" />
        </Badge>
      </div>
      {prize.description && <p className="text-fg-muted text-sm">{prize.description}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={block !== null}
          aria-describedby={block ? reasonId : undefined}
          onClick={onRedeem}
        >
          {t`Redeem`}
          <span className="sr-only"> {prize.title}</span>
        </Button>
        {block && (
          <span id={reasonId} className="text-fg-muted text-sm">
            {reasons[block]}
          </span>
        )}
      </div>
    </li>
  );
}

function RedeemDialog({
  program,
  prize,
  onClose,
  onDone,
}: {
  program: FidelityProgram;
  prize: FidelityPrize;
  onClose: () => void;
  onDone: (redemption: Redemption) => void;
}) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const redeem = useMutation({
    mutationFn: () =>
      runtime
        .api(language)
        .POST("/api/v2/fidelity-programs/{fidelityProgramId}/fidelity-prizes/{fidelityPrizeId}/redeem", {
          params: {
            path: { fidelityProgramId: program.id, fidelityPrizeId: prize.id },
            query: { quantity: 1 },
          },
        }),
    onSuccess: async (redemption) => {
      await runtime.queryClient.invalidateQueries({ queryKey: queries.fidelityPrograms(language).queryKey });
      onDone(redemption);
    },
    onError: () =>
      void runtime.queryClient.invalidateQueries({ queryKey: queries.fidelityPrograms(language).queryKey }),
  });
  const cost = prize.cost;
  const title = prize.title;
  const balance = program.balance ?? 0;
  const after = balance - cost;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t`Redeem “${title}”?`}
      description={t`${plural(cost, { one: "# point", other: "# points" })} will be taken from your balance of ${balance}: ${plural(after, { one: "# will be left", other: "# will be left" })}.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button loading={redeem.isPending} onClick={() => redeem.mutate()}>
            {t`Confirm`}
          </Button>
        </>
      }
    >
      {redeem.isError && <Alert tone="error">{messages.error(redeem.error)}</Alert>}
    </Dialog>
  );
}
