import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartSummary } from "./CartSummary";
import { CheckoutStepper } from "./CheckoutStepper";
import { defaultLabels, LabelsProvider, mergeLabels } from "./Labels";
import { QuantityStepper } from "./QuantityStepper";
import { TextField } from "./TextField";

const eur = (amount: number) => ({ amount, currency: "EUR" });
const italian = {
  required: "obbligatorio",
  quantityStepper: { decrease: "Diminuisci", increase: "Aumenta" },
  cartSummary: { subtotal: "Subtotale", total: "Totale", remove: (name: string) => `Rimuovi ${name}` },
  checkoutStepper: { progress: (position: number, total: number) => `Passo ${position} di ${total}` },
};

function Summary({ labels }: { labels?: { subtotal: string } }) {
  return (
    <CartSummary
      locale="it-IT"
      lines={[{ id: "1", name: "Chianti", quantity: 2, unitPrice: eur(1500), total: eur(3000) }]}
      totals={{ subtotal: eur(3000), total: eur(3000) }}
      onRemove={() => {}}
      {...(labels ? { labels } : {})}
    />
  );
}

describe("LabelsProvider", () => {
  it("gives the kit's English defaults without a provider", () => {
    render(<QuantityStepper label="Qty" value={1} onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Increase quantity" })).toBeTruthy();
    render(<Summary />);
    expect(screen.getByText("Subtotal")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Chianti" })).toBeTruthy();
  });

  it("gives every component below it the provider's texts", () => {
    render(
      <LabelsProvider labels={italian}>
        <TextField label="Email" required />
        <QuantityStepper label="Quantità" value={1} onChange={() => {}} />
        <Summary />
        <CheckoutStepper
          label="Passi"
          steps={[
            { id: "information", label: "Dati" },
            { id: "payment", label: "Pagamento" },
          ]}
          current="payment"
        />
      </LabelsProvider>,
    );
    expect(screen.getByRole("textbox", { name: "Email (obbligatorio)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Aumenta" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Diminuisci" })).toBeTruthy();
    expect(screen.getByText("Subtotale")).toBeTruthy();
    expect(screen.getByText("Totale")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rimuovi Chianti" })).toBeTruthy();
    expect(screen.getByText("Passo 2 di 2")).toBeTruthy();
  });

  it("lets a component's labels prop override the provider", () => {
    render(
      <LabelsProvider labels={italian}>
        <QuantityStepper
          label="Quantità"
          value={1}
          onChange={() => {}}
          labels={{ increase: "Aggiungi un Chianti" }}
        />
        <Summary labels={{ subtotal: "Totale parziale" }} />
      </LabelsProvider>,
    );
    expect(screen.getByRole("button", { name: "Aggiungi un Chianti" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Diminuisci" })).toBeTruthy();
    expect(screen.getByText("Totale parziale")).toBeTruthy();
    expect(screen.queryByText("Subtotale")).toBeNull();
  });

  it("nests: an inner provider changes only what it names", () => {
    render(
      <LabelsProvider labels={italian}>
        <LabelsProvider labels={{ quantityStepper: { increase: "Più" } }}>
          <QuantityStepper label="Quantità" value={1} onChange={() => {}} />
        </LabelsProvider>
      </LabelsProvider>,
    );
    expect(screen.getByRole("button", { name: "Più" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Diminuisci" })).toBeTruthy();
  });
});

describe("mergeLabels", () => {
  it("replaces texts and merges each component's group key by key", () => {
    const merged = mergeLabels(defaultLabels, { close: "Chiudi", price: { was: "prima" } });
    expect(merged.close).toBe("Chiudi");
    expect(merged.price).toEqual({ was: "prima", now: "Now" });
    expect(merged.dismiss).toBe("Dismiss");
  });
});
