import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { pictures } from "../stories/images";
import { useSample } from "../stories/sample";
import { Badge } from "./Badge";
import { ProductCard, ProductCardSkeleton } from "./ProductCard";
import { QuantityStepper } from "./QuantityStepper";

const meta = { title: "Commerce/ProductCard", component: ProductCard } satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj;

const onAdd = fn();

function useLabels() {
  const t = useSample();
  return {
    addToCart: t.addToCart,
    inStock: t.inStock,
    lowStock: t.lowStock,
    outOfStock: t.outOfStock,
  };
}

export const Grid: Story = {
  render: () => {
    const t = useSample();
    const labels = useLabels();
    return (
      <div className="grid max-w-5xl grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        <ProductCard
          name={t.wine}
          format={t.bottle}
          image={{ src: pictures.brunello, alt: t.wine }}
          price={{ amount: 4200, currency: "EUR" }}
          locale={t.locale}
          href="#brunello"
          badges={[
            <Badge key="new" tone="primary" variant="solid">
              {t.newBadge}
            </Badge>,
          ]}
          onAddToCart={onAdd}
          labels={{ ...labels, addToCartFor: `${t.addToCart}: ${t.wine}` }}
        />
        <ProductCard
          name={t.wine2}
          format={t.magnum}
          image={{ src: pictures.rosso, alt: t.wine2 }}
          price={{ amount: 3400, currency: "EUR" }}
          compareAtPrice={{ amount: 3900, currency: "EUR" }}
          locale={t.locale}
          stock="low_stock"
          href="#rosso"
          onAddToCart={onAdd}
          labels={{ ...labels, addToCartFor: `${t.addToCart}: ${t.wine2}` }}
        />
        <ProductCard
          name={t.oil}
          format={t.tin}
          image={{ src: pictures.oil, alt: t.oil }}
          price={{ amount: 1850, currency: "EUR" }}
          locale={t.locale}
          badges={[
            <Badge key="bio" tone="success">
              {t.organic}
            </Badge>,
          ]}
          onAddToCart={onAdd}
          labels={{ ...labels, addToCartFor: `${t.addToCart}: ${t.oil}` }}
        />
        <ProductCard
          name={t.cheese}
          format={t.weight}
          image={{ src: pictures.cheese, alt: t.cheese }}
          price={{ amount: 1290, currency: "EUR" }}
          locale={t.locale}
          stock="out_of_stock"
          onAddToCart={onAdd}
          labels={{ ...labels, addToCartFor: `${t.addToCart}: ${t.cheese}` }}
        />
      </div>
    );
  },
};

export const Adding: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-64">
        <ProductCard
          name={t.wine}
          format={t.bottle}
          image={{ src: pictures.brunello, alt: t.wine }}
          price={{ amount: 4200, currency: "EUR" }}
          locale={t.locale}
          onAddToCart={onAdd}
          adding
          labels={useLabels()}
        />
      </div>
    );
  },
};

export const WithoutPicture: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-64">
        <ProductCard
          name={t.oil}
          format={t.tin}
          price={{ amount: 1850, currency: "EUR" }}
          locale={t.locale}
          labels={useLabels()}
          onAddToCart={onAdd}
        />
      </div>
    );
  },
};

export const InCartWithStepper: Story = {
  render: () => {
    const t = useSample();
    const [qty, setQty] = useState(4);
    return (
      <div className="max-w-64">
        <ProductCard
          name={t.wine}
          format={t.bottle}
          image={{ src: pictures.brunello, alt: t.wine }}
          price={{ amount: 4200, currency: "EUR" }}
          locale={t.locale}
          labels={useLabels()}
          action={
            <QuantityStepper
              value={qty}
              onChange={setQty}
              multiple={6}
              max={24}
              label={`${t.quantity}: ${t.wine}`}
              labels={{ decrease: t.decrease, increase: t.increase, missing: t.missing }}
            />
          }
        />
      </div>
    );
  },
};

export const Loading: Story = {
  render: () => (
    <div className="grid max-w-xl grid-cols-2 gap-4">
      <ProductCardSkeleton />
      <ProductCardSkeleton />
    </div>
  ),
};

export const AddToCart: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="grid max-w-xl grid-cols-2 gap-4">
        <ProductCard
          name={t.wine}
          price={{ amount: 4200, currency: "EUR" }}
          locale={t.locale}
          onAddToCart={onAdd}
          href="#p"
          labels={{ ...useLabels(), addToCartFor: `${t.addToCart}: ${t.wine}` }}
        />
        <ProductCard
          name={t.cheese}
          price={{ amount: 1290, currency: "EUR" }}
          locale={t.locale}
          stock="out_of_stock"
          onAddToCart={onAdd}
          labels={{ ...useLabels(), addToCartFor: `${t.addToCart}: ${t.cheese}` }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole("button", { name: /add to cart|aggiungi/i });
    await userEvent.click(buttons[0]!);
    await expect(onAdd).toHaveBeenCalledOnce();
    await expect(buttons[1]).toBeDisabled();
    await expect(canvas.getByRole("link", { name: /brunello/i })).toHaveAttribute("href", "#p");
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
  },
};
