import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { pictures } from "../stories/images";
import { useSample } from "../stories/sample";
import { Button } from "./Button";
import { CartSummary } from "./CartSummary";
import { LabelsProvider } from "./Labels";
import { Link } from "./Link";
import { MemberPrice, MembersOnlyBadge } from "./MemberPrice";
import { ProductCard } from "./ProductCard";

const meta = { title: "Commerce/MemberPrice", component: MemberPrice } satisfies Meta<typeof MemberPrice>;
export default meta;
type Story = StoryObj;

const price = { amount: 1850, currency: "EUR" };
const member = { amount: 1650, currency: "EUR" };

function useMemberLabels() {
  const t = useSample();
  return {
    applied: t.memberPriceTag,
    publicPrice: t.publicPrice,
    forMembers: t.forMembers,
    membersOnly: t.membersOnly,
  };
}

/** What a member pays, tagged, with the public price struck through and named for screen readers. */
export const Applied: Story = {
  render: () => {
    const t = useSample();
    return (
      <MemberPrice
        variant="applied"
        price={price}
        memberPrice={member}
        locale={t.locale}
        size="lg"
        labels={useMemberLabels()}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const applied = canvasElement.querySelector("[data-member-price=applied]")!;
    // Read in order: the tag, the member price, the words for the struck-through public price, the public price.
    await expect(applied.textContent).toMatch(
      /^(Member price|Prezzo soci).*16[.,]50.*(public price|prezzo al pubblico).*18[.,]50/,
    );
    await expect(applied.querySelector("s")).toHaveTextContent(/18[.,]50/);
    await expect(applied.querySelector(".sr-only")).not.toBeNull();
  },
};

/** A visitor sees what members pay, with a way to join the club. */
export const Invitation: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex max-w-xs flex-col gap-1">
        <span className="font-bold text-xl tabular-nums">
          {t.locale.startsWith("it") ? "18,50 €" : "€18.50"}
        </span>
        <MemberPrice
          variant="invitation"
          price={price}
          memberPrice={member}
          locale={t.locale}
          labels={useMemberLabels()}
          action={
            <Link href="#signup" className="font-semibold text-primary-ink underline underline-offset-4">
              {t.joinClub}
            </Link>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(canvasElement.querySelector("[data-member-price=invitation]")).toHaveTextContent(
      /16[.,]50.*(for members|per i soci)/,
    );
  },
};

const onAdd = fn();

/** Product cards: a visitor's invitation, a member's applied price, and a members-only wine a visitor can't buy. */
export const OnProductCards: Story = {
  render: () => {
    const t = useSample();
    const labels = {
      addToCart: t.addToCart,
      inStock: t.inStock,
      lowStock: t.lowStock,
      outOfStock: t.outOfStock,
      membersOnly: t.membersOnly,
    };
    return (
      <div className="grid max-w-4xl grid-cols-2 gap-4 lg:grid-cols-3">
        <ProductCard
          name={t.wine2}
          format={t.bottle}
          image={{ src: pictures.rosso, alt: t.wine2 }}
          price={price}
          memberPrice={{
            value: member,
            applied: false,
            action: (
              <Link href="#signup" className="font-semibold text-primary-ink underline underline-offset-4">
                {t.joinClub}
              </Link>
            ),
          }}
          locale={t.locale}
          href="#rosso"
          onAddToCart={onAdd}
          labels={labels}
        />
        <ProductCard
          name={t.wine2}
          format={t.bottle}
          image={{ src: pictures.rosso, alt: t.wine2 }}
          price={price}
          memberPrice={{ value: member, applied: true }}
          locale={t.locale}
          href="#rosso-member"
          onAddToCart={onAdd}
          labels={labels}
        />
        <ProductCard
          name={t.wine}
          format={t.bottle}
          image={{ src: pictures.brunello, alt: t.wine }}
          price={{ amount: 6800, currency: "EUR" }}
          membersOnly
          locale={t.locale}
          href="#brunello"
          labels={labels}
          restriction={
            <div className="flex flex-col gap-2">
              <p className="text-fg-muted">{t.membersOnlyReason}</p>
              <Button asChild variant="outline" fullWidth>
                <Link href="#login">{t.logInToBuy}</Link>
              </Button>
            </div>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two add buttons (visitor's and member's cards); the members-only card shows its reason and a way to log in.
    await expect(canvas.getAllByRole("button")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: /Log in to buy it|Accedi per acquistarlo/ })).toBeVisible();
    await expect(canvas.getByText(/^(Members only|Solo soci)$/)).toBeVisible();
    const join = canvas.getByRole("link", { name: /join the club|iscriviti al club/ });
    join.focus();
    await expect(join).toHaveFocus();
  },
};

/** A cart line charged the member price, and the saving shown in the totals. */
export const InCart: Story = {
  render: () => {
    const t = useSample();
    return (
      <LabelsProvider labels={{ memberPrice: useMemberLabels() }}>
        <CartSummary
          className="max-w-md"
          title={t.cartTitle}
          locale={t.locale}
          lines={[
            {
              id: "rosso",
              name: t.wine2,
              meta: t.bottle,
              image: { src: pictures.rosso, alt: t.wine2 },
              quantity: 6,
              unitPrice: member,
              listUnitPrice: price,
              total: { amount: 9900, currency: "EUR" },
            },
          ]}
          totals={{
            subtotal: { amount: 9900, currency: "EUR" },
            memberSavings: { amount: 1200, currency: "EUR" },
            total: { amount: 9900, currency: "EUR" },
          }}
          labels={{ memberSavings: t.memberSavings, subtotal: t.subtotal, total: t.total }}
        />
      </LabelsProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-member-price=applied] s")).toHaveTextContent(/18[.,]50/);
    await expect(within(canvasElement).getByText(/Member savings|Risparmio soci/)).toBeVisible();
  },
};

/** The members-only badge alone. */
export const MembersOnly: Story = {
  render: () => <MembersOnlyBadge label={useMemberLabels().membersOnly} />,
};
