import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Badge } from "./Badge";
import { Button } from "./Button";
import { Card, CardHeader } from "./Card";
import { DescriptionList, Divider } from "./DescriptionList";
import { formatMoney } from "./Price";
import { Prose } from "./Prose";
import { Table } from "./Table";

const meta = { title: "Display/Content", component: Prose } satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj;

export const CustomPage: Story = {
  name: "Prose (custom pages)",
  render: () => {
    const t = useSample();
    return (
      <Prose>
        <h1>{t.about}</h1>
        <p>
          {t.emptyText} <a href="#visit">{t.browse}</a>.
        </p>
        <h2>{t.winery}</h2>
        <ul>
          <li>{t.wine}</li>
          <li>{t.wine2}</li>
          <li>Vermentino 2023</li>
        </ul>
        <blockquote>«Il vino è poesia imbottigliata.»</blockquote>
        <h3>{t.pantry}</h3>
        <p>
          {t.oil}, {t.cheese}.
        </p>
      </Prose>
    );
  },
};

export const Details: Story = {
  render: () => {
    const t = useSample();
    return (
      <Card className="max-w-xl">
        <CardHeader
          title={t.profile}
          action={
            <Button size="sm" variant="outline">
              {t.save}
            </Button>
          }
        />
        <DescriptionList
          items={[
            { id: "name", term: `${t.firstName} / ${t.lastName}`, description: "Giulia Rossi" },
            { id: "email", term: t.email, description: "giulia@example.com" },
            { id: "phone", term: t.phone, description: "+39 333 123 4567" },
            { id: "address", term: t.addressTitle, description: "Via del Poggio 12, 53024 Montalcino (SI)" },
          ]}
        />
        <Divider label="·" />
        <DescriptionList
          layout="stacked"
          items={[{ id: "fid", term: t.fidelity, description: `320 ${t.points}` }]}
        />
      </Card>
    );
  },
};

interface Order {
  id: string;
  date: string;
  items: number;
  total: number;
  status: "paid" | "shipped";
}

function OrdersTable() {
  const t = useSample();
  const orders: Order[] = [
    { id: "A-1042", date: "2026-10-03", items: 6, total: 25200, status: "shipped" },
    { id: "A-1077", date: "2026-11-12", items: 12, total: 41880, status: "paid" },
  ];
  return (
    <Table
      className="max-w-3xl"
      caption={t.orders}
      rows={orders}
      rowKey={(order) => order.id}
      columns={[
        { id: "id", header: "#", cell: (order) => <span className="font-mono">{order.id}</span> },
        {
          id: "date",
          header: t.date,
          cell: (order) => new Date(order.date).toLocaleDateString(t.locale),
        },
        {
          id: "items",
          header: t.quantity,
          numeric: true,
          hideOnMobile: true,
          cell: (order) => order.items,
        },
        {
          id: "status",
          header: t.status,
          cell: (order) => (
            <Badge tone={order.status === "shipped" ? "success" : "info"}>{t[order.status]}</Badge>
          ),
        },
        {
          id: "total",
          header: t.total,
          numeric: true,
          cell: (order) => formatMoney({ amount: order.total, currency: "EUR" }, t.locale),
        },
      ]}
    />
  );
}

/** The `hideOnMobile` column's header and cells (the quantity column: header "Quantity"/"Quantità", 6 and 12). */
function quantityColumn(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole("table");
  const header = [...table.querySelectorAll("th")].find((th) =>
    /^(Quantity|Quantità)$/.test(th.textContent ?? ""),
  );
  if (!header) throw new Error("no quantity column header");
  const index = [...header.parentElement!.children].indexOf(header);
  const cells = [...table.querySelectorAll("tbody tr")].map((row) => row.children[index] as HTMLElement);
  return { table, header, cells };
}

export const Orders: Story = {
  render: () => <OrdersTable />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(table).toHaveAccessibleName();
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
  },
};

/** At a desktop width (1280 px) the `hideOnMobile` column shows. */
export const OrdersOnDesktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: () => <OrdersTable />,
  play: async ({ canvasElement }) => {
    const { table, header, cells } = quantityColumn(canvasElement);
    await expect(header).toBeVisible();
    await expect(cells.map((cell) => cell.textContent)).toEqual(["6", "12"]);
    for (const cell of cells) await expect(cell).toBeVisible();
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(5);
    // It fits: no extra tab stop.
    await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
  },
};

/** On a phone (320 px) the `hideOnMobile` column is hidden, header and cells, also from assistive tech. */
export const OrdersOnPhone: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  render: () => <OrdersTable />,
  play: async ({ canvasElement }) => {
    const { table, header, cells } = quantityColumn(canvasElement);
    await expect(header).not.toBeVisible();
    for (const cell of cells) await expect(cell).not.toBeVisible();
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
    // The table is wider than the phone: its scroll area is a named, focusable region (keyboard scrolling).
    const region = await within(canvasElement).findByRole("region", {
      name: /^(Your orders|I tuoi ordini)$/,
    });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toContainElement(table);
  },
};

/**
 * Whatever order an app's stylesheets end up in: a `.hidden` landing later in the same `utilities` layer (as when
 * two Tailwind builds were loaded) must not hide the column on desktop, i.e. it must not rely on `hidden` being
 * overridden by `sm:table-cell`.
 */
export const OrdersOnDesktopAfterAppCss: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: () => (
    <>
      <style>{"@layer utilities { .hidden { display: none; } .table-cell { display: table-cell; } }"}</style>
      <OrdersTable />
    </>
  ),
  play: async ({ canvasElement }) => {
    const { header, cells } = quantityColumn(canvasElement);
    await expect(header).toBeVisible();
    for (const cell of cells) await expect(cell).toBeVisible();
  },
};

export const EmptyTable: Story = {
  render: () => {
    const t = useSample();
    return (
      <Table<Order>
        className="max-w-3xl"
        caption={t.orders}
        rows={[]}
        rowKey={(order) => order.id}
        empty={t.emptyTitle}
        columns={[
          { id: "id", header: "#", cell: (order) => order.id },
          { id: "total", header: t.total, numeric: true, cell: (order) => order.total },
        ]}
      />
    );
  },
};
