import type { Meta, StoryObj } from "@storybook/react-vite";
import { Alert } from "../components/Alert";
import { Badge } from "../components/Badge";
import { Button } from "../components/Button";
import { Card, CardHeader } from "../components/Card";
import { Checkbox } from "../components/Checkbox";
import { ErrorBox } from "../components/ErrorBox";
import { Price } from "../components/Price";
import { QuantityStepper } from "../components/QuantityStepper";
import { TextField } from "../components/TextField";
import { useSample } from "../stories/sample";
import { storyThemes } from "../stories/themes";
import { contrastRatio } from "./color";
import { ThemeProvider, useTheme } from "./ThemeProvider";

const meta = { title: "Theme/Tokens", component: ThemeProvider } satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj;

function Swatch({ name, fill, on }: { name: string; fill: string; on: string }) {
  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-border">
      <div className="flex h-16 items-end p-2 font-semibold text-xs" style={{ background: fill, color: on }}>
        Aa {contrastRatio(on, fill).toFixed(1)}:1
      </div>
      <div className="bg-surface p-2 text-xs">
        <div className="font-semibold text-fg">{name}</div>
        <div className="font-mono text-fg-muted">{fill}</div>
      </div>
    </div>
  );
}

function Palette() {
  const theme = useTheme();
  const c = theme.colors;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {(["primary", "secondary", "error", "warning", "info", "success"] as const).map((key) => (
          <Swatch key={key} name={key} fill={c[key].main} on={c[key].on} />
        ))}
        <Swatch name="background" fill={c.background} on={c.text} />
        <Swatch name="surface" fill={c.surface} on={c.text} />
        <Swatch name="surface muted" fill={c.surfaceMuted} on={c.textMuted} />
        <Swatch name="error box" fill={c.errorBoxBackground} on={c.errorBoxText} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-fg-muted">mode</dt>
        <dd>{theme.mode}</dd>
        <dt className="text-fg-muted">density</dt>
        <dd>{theme.density}</dd>
        <dt className="text-fg-muted">radius</dt>
        <dd>{theme.radius}px</dd>
        <dt className="text-fg-muted">app bar z-index</dt>
        <dd>{theme.zIndex.appBar}</dd>
        <dt className="text-fg-muted">font</dt>
        <dd className="col-span-3 truncate">{theme.fontFamily}</dd>
      </dl>
    </div>
  );
}

export const Tokens: Story = {
  render: () => (
    <div className="p-6">
      <Palette />
    </div>
  ),
};

export const Typography: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex max-w-2xl flex-col gap-4 p-6">
        <p className="font-bold text-primary-ink text-xs uppercase tracking-[0.18em]">{t.shopName}</p>
        <h1 className="font-heading font-semibold text-4xl tracking-tight">{t.wine}</h1>
        <h2 className="font-heading font-semibold text-2xl">{t.reds}</h2>
        <h3 className="font-heading font-semibold text-lg">{t.cartTitle}</h3>
        <p className="text-base leading-relaxed">{t.emptyText}</p>
        <p className="text-fg-muted text-sm">{t.invoiceHint}</p>
        <p className="font-light text-lg">
          Quicksand 300 · 400 · <span className="font-medium">500</span> ·{" "}
          <span className="font-semibold">600</span> · <span className="font-bold">700</span>
        </p>
      </div>
    );
  },
};

function Sample() {
  const t = useSample();
  return (
    <Card className="flex flex-col gap-4">
      <CardHeader title={t.wine} description={t.bottle} headingLevel={3} className="mb-0" />
      <div className="flex flex-wrap items-center gap-2">
        <Price value={{ amount: 4200, currency: "EUR" }} locale={t.locale} size="lg" />
        <Badge tone="success">{t.inStock}</Badge>
        <Badge tone="primary" variant="solid">
          {t.newBadge}
        </Badge>
      </div>
      <TextField label={t.email} required labels={{ required: t.required }} error={t.emailError} />
      <Checkbox label={t.newsletter} defaultChecked />
      <QuantityStepper
        value={4}
        onChange={() => {}}
        multiple={6}
        label={t.quantity}
        labels={{ missing: t.missing }}
      />
      <div className="flex flex-wrap gap-2">
        <Button>{t.addToCart}</Button>
        <Button variant="outline">{t.cancel}</Button>
        <Button variant="link">{t.browse}</Button>
      </div>
      <Alert tone="warning">{t.missing(2, 6)}</Alert>
      <ErrorBox message={t.errorText} />
    </Card>
  );
}

/** The same pieces under the three sample themes at once, each scoped to its column. */
export const SideBySide: Story = {
  render: () => (
    <div className="grid gap-4 p-6 lg:grid-cols-3">
      {(["default", "brand", "dark"] as const).map((name) => (
        <ThemeProvider
          key={name}
          theme={storyThemes[name]}
          applyToDocument={false}
          className="rounded-card p-4"
        >
          <p className="mb-3 font-bold text-fg-muted text-xs uppercase tracking-[0.14em]">{name}</p>
          <Sample />
        </ThemeProvider>
      ))}
    </div>
  ),
};

export const RuntimeBrandTheme: Story = {
  name: "A club's theme JSON, applied at run time",
  render: () => (
    <ThemeProvider
      applyToDocument={false}
      className="p-6"
      theme={{
        palette: {
          primary: { main: "#1b5e20" },
          secondary: { main: "#c0a062" },
          background: { default: "#f4f6f1" },
        },
        typography: { fontFamily: "Quicksand, sans-serif" },
        shape: { borderRadius: 18 },
        components: { MuiButton: { defaultProps: { size: "large" } } },
      }}
    >
      <Sample />
    </ThemeProvider>
  ),
};
