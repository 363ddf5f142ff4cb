import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { pictures } from "../stories/images";
import { sampleText, useSample } from "../stories/sample";
import { AA_TEXT, contrastRatio } from "../theme/color";
import { Badge } from "./Badge";
import { ProductCard, ProductCardSkeleton } from "./ProductCard";
import { QuantityStepper } from "./QuantityStepper";

const meta = { title: "Commerce/ProductCard", component: ProductCard } satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj;

/** Name, format, prices, stock and the add-to-cart state are controls. */
export const Playground: StoryObj<typeof ProductCard> = {
  args: {
    name: sampleText.en.wine,
    format: sampleText.en.bottle,
    image: { src: pictures.brunello, alt: sampleText.en.wine },
    price: { amount: 3600, currency: "EUR" },
    compareAtPrice: { amount: 4200, currency: "EUR" },
    locale: sampleText.en.locale,
    stock: "low_stock",
    href: "#brunello",
    adding: false,
    headingLevel: 3,
    onAddToCart: fn(),
    labels: {
      addToCart: sampleText.en.addToCart,
      inStock: sampleText.en.inStock,
      lowStock: sampleText.en.lowStock,
      outOfStock: sampleText.en.outOfStock,
    },
  },
  argTypes: { name: { control: "text" }, format: { control: "text" }, action: { control: false } },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
};

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
          labels={labels}
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
          labels={labels}
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
          labels={labels}
        />
        <ProductCard
          name={t.cheese}
          format={t.weight}
          image={{ src: pictures.cheese, alt: t.cheese }}
          price={{ amount: 1290, currency: "EUR" }}
          locale={t.locale}
          stock="out_of_stock"
          onAddToCart={onAdd}
          labels={labels}
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
          labels={useLabels()}
        />
        <ProductCard
          name={t.cheese}
          price={{ amount: 1290, currency: "EUR" }}
          locale={t.locale}
          stock="out_of_stock"
          onAddToCart={onAdd}
          labels={useLabels()}
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

/** The colour's alpha from a computed `rgb()`/`rgba()` value (1 when none is given). */
function alphaOf(color: string) {
  const match = /^rgba?\(([^)]*)\)$/.exec(color.trim());
  const parts = match?.[1]?.split(/[\s,/]+/).filter(Boolean) ?? [];
  return parts.length > 3 ? Number.parseFloat(parts[3]!) : match ? 1 : 0;
}

/**
 * Badges on full-bleed pictures, dark and light: plain text (as the platform sends them), a custom element
 * and kit Badges. Each text must sit on an opaque fill of the badge itself (not on the picture) at AA contrast.
 */
export const BadgesOnPictures: Story = {
  render: () => {
    const t = useSample();
    const labels = useLabels();
    return (
      <div className="grid max-w-xl grid-cols-2 gap-4">
        {(["cellar", "sunlit"] as const).map((picture) => (
          <ProductCard
            key={picture}
            name={t.wine}
            format={t.bottle}
            image={{ src: pictures[picture], alt: t.wine }}
            price={{ amount: 4200, currency: "EUR" }}
            locale={t.locale}
            badges={[
              t.newBadge,
              <span key="custom">{t.organic}</span>,
              <Badge key="soft" tone="success">
                {t.organic}
              </Badge>,
              <Badge key="solid" tone="primary" variant="solid">
                {t.newBadge}
              </Badge>,
            ]}
            labels={labels}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const frames = [...canvasElement.querySelectorAll("article")].map(
      (card) => card.querySelector("img")!.parentElement!,
    );
    await expect(frames).toHaveLength(2);
    for (const frame of frames) {
      const list = frame.lastElementChild as HTMLElement;
      const chips = [...list.children] as HTMLElement[];
      await expect(chips).toHaveLength(4);
      for (const chip of chips) {
        // The innermost element holding the text, then the nearest opaque fill behind it.
        let text: HTMLElement = chip;
        while (text.firstElementChild instanceof HTMLElement) text = text.firstElementChild;
        let fill: HTMLElement | null = text;
        while (fill && fill !== frame && alphaOf(getComputedStyle(fill).backgroundColor) < 1)
          fill = fill.parentElement;
        await expect(chip.contains(fill)).toBe(true);
        const ratio = contrastRatio(getComputedStyle(text).color, getComputedStyle(fill!).backgroundColor);
        await expect(ratio).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  },
};
