import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { Alert } from "../components/Alert";
import { Badge } from "../components/Badge";
import { Button } from "../components/Button";
import { Card, CardHeader } from "../components/Card";
import { CartSummary } from "../components/CartSummary";
import { Checkbox } from "../components/Checkbox";
import { CheckoutStepper } from "../components/CheckoutStepper";
import { ErrorBox } from "../components/ErrorBox";
import { LoadingScreen } from "../components/LoadingScreen";
import { Container, PageHeader, PageLayout } from "../components/PageLayout";
import { ProductCard } from "../components/ProductCard";
import { QuantityStepper } from "../components/QuantityStepper";
import { RadioGroup } from "../components/RadioGroup";
import { Select } from "../components/Select";
import { TextField } from "../components/TextField";
import { pictures } from "../stories/images";
import { useSample } from "../stories/sample";
import { StoryShell } from "../stories/shell";

// Whole screens: edge to edge, as in the browser.
const meta = {
  title: "Screens/Storefront",
  component: PageLayout,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj;

const eur = (amount: number) => ({ amount, currency: "EUR" });

function Footer() {
  const t = useSample();
  return (
    <div className="flex flex-col justify-between gap-2 sm:flex-row">
      <span>© 2026 {t.shopName}</span>
      <span>Montalcino · Toscana</span>
    </div>
  );
}

export const ShopPage: Story = {
  render: () => {
    const t = useSample();
    const [qty, setQty] = useState<Record<string, number>>({ brunello: 4 });
    const labels = { addToCart: t.addToCart, lowStock: t.lowStock, outOfStock: t.outOfStock };
    const products = [
      {
        id: "brunello",
        name: t.wine,
        format: t.bottle,
        src: pictures.brunello,
        price: 4200,
        stock: "in_stock" as const,
      },
      {
        id: "rosso",
        name: t.wine2,
        format: t.magnum,
        src: pictures.rosso,
        price: 3400,
        stock: "low_stock" as const,
      },
      {
        id: "bianco",
        name: "Vermentino 2023",
        format: t.bottle,
        src: pictures.bianco,
        price: 1900,
        stock: "in_stock" as const,
      },
      { id: "oil", name: t.oil, format: t.tin, src: pictures.oil, price: 1850, stock: "in_stock" as const },
      {
        id: "cheese",
        name: t.cheese,
        format: t.weight,
        src: pictures.cheese,
        price: 1290,
        stock: "out_of_stock" as const,
      },
    ];
    const wine = (qty.brunello ?? 0) + (qty.rosso ?? 0) + (qty.bianco ?? 0);
    const missing = wine % 6 === 0 ? 0 : 6 - (wine % 6);
    return (
      <PageLayout appBar={<StoryShell />} footer={<Footer />} skipLinkLabel={t.browse}>
        <PageHeader eyebrow={t.winery} title={t.reds} description={t.emptyText} />
        {missing > 0 && (
          <Alert tone="warning" className="mb-6">
            {t.missing(missing, 6)}
          </Alert>
        )}
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                name={product.name}
                format={product.format}
                image={{ src: product.src, alt: product.name }}
                price={eur(product.price)}
                locale={t.locale}
                stock={product.stock}
                href={`#${product.id}`}
                headingLevel={2}
                badges={
                  product.id === "bianco"
                    ? [
                        <Badge key="n" tone="primary" variant="solid">
                          {t.newBadge}
                        </Badge>,
                      ]
                    : undefined
                }
                labels={labels}
                onAddToCart={() => setQty((current) => ({ ...current, [product.id]: 1 }))}
                action={
                  qty[product.id] ? (
                    <QuantityStepper
                      value={qty[product.id]!}
                      onChange={(value) => setQty((current) => ({ ...current, [product.id]: value }))}
                      label={`${t.quantity}: ${product.name}`}
                      labels={{ decrease: t.decrease, increase: t.increase }}
                      size="sm"
                    />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      </PageLayout>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("main")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole("banner")).toBeInTheDocument();
  },
};

export const Checkout: Story = {
  render: () => {
    const t = useSample();
    const [billing, setBilling] = useState<"receipt" | "invoice">("invoice");
    const [shippingMode, setShippingMode] = useState<"shipping" | "pickup">("shipping");
    const [country, setCountry] = useState<string | undefined>("IT");
    const req = { required: t.required };
    return (
      <PageLayout appBar={<StoryShell />} footer={<Footer />} skipLinkLabel={t.checkout}>
        <PageHeader title={t.checkout} />
        <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
          <div className="flex flex-col gap-6">
            <CheckoutStepper
              label={t.checkoutSteps}
              current="shipping"
              completed={["information", "invoicing"]}
              onStepSelect={() => {}}
              steps={[
                { id: "information", label: t.steps.information },
                { id: "invoicing", label: t.steps.invoicing, hidden: billing !== "invoice" },
                { id: "shipping", label: t.steps.shipping, hidden: shippingMode !== "shipping" },
                { id: "payment", label: t.steps.payment },
              ]}
            />
            <Card as="section">
              <CardHeader title={t.steps.shipping} />
              <div className="flex flex-col gap-5">
                <RadioGroup
                  label={t.billingMode}
                  variant="cards"
                  orientation="horizontal"
                  value={billing}
                  onValueChange={setBilling}
                  options={[
                    { value: "receipt", label: t.receipt, description: t.receiptHint },
                    { value: "invoice", label: t.invoice, description: t.invoiceHint },
                  ]}
                />
                <RadioGroup
                  label={t.shipping}
                  variant="cards"
                  value={shippingMode}
                  onValueChange={setShippingMode}
                  options={[
                    { value: "shipping", label: "Courier 24/48h", aside: "9,90 €" },
                    {
                      value: "pickup",
                      label: t.shopName,
                      description: "Via del Poggio 12, Montalcino",
                      aside: "0,00 €",
                    },
                  ]}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField label={t.street} required labels={req} defaultValue="Via Roma" />
                  <TextField label={t.number} required labels={req} defaultValue="4" />
                  <TextField label={t.city} required labels={req} defaultValue="Firenze" />
                  <Select
                    label={t.country}
                    required
                    labels={req}
                    value={country}
                    onValueChange={setCountry}
                    options={[
                      { value: "IT", label: "Italia" },
                      { value: "FR", label: "France" },
                    ]}
                  />
                </div>
                <Checkbox label={t.terms} />
                <div className="flex justify-between gap-2">
                  <Button variant="ghost">{t.back}</Button>
                  <Button size="lg">{t.continue}</Button>
                </div>
              </div>
            </Card>
          </div>
          <CartSummary
            title={t.cartTitle}
            headingLevel={2}
            locale={t.locale}
            lines={[
              {
                id: "b",
                name: t.wine,
                meta: t.bottle,
                image: { src: pictures.brunello, alt: "" },
                quantity: 6,
                unitPrice: eur(4200),
                total: eur(25200),
              },
            ]}
            totals={{ subtotal: eur(25200), shipping: eur(990), total: eur(26190) }}
            labels={{ subtotal: t.subtotal, shipping: t.shipping, total: t.total }}
            className="h-fit lg:sticky lg:top-24"
          />
        </div>
      </PageLayout>
    );
  },
};

export const ThemeLoading: Story = {
  name: "While the theme loads",
  render: () => {
    const t = useSample();
    return <LoadingScreen label={t.loading} />;
  },
};

export const RenderFailure: Story = {
  name: "Render failure",
  render: () => {
    const t = useSample();
    return (
      <Container width="md" className="py-16">
        <ErrorBox
          title={t.errorTitle}
          message={t.errorText}
          action={<Button variant="outline">{t.retry}</Button>}
        />
      </Container>
    );
  },
};
