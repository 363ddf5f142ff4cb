import type { Address, AddressInput, CountryList, Listing } from "@club/api-client";
import { Alert, Button, CharacterCountField, Checkbox, formatMoney, RadioGroup, Spinner } from "@club/ui";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useQueries } from "../../app/context";
import { localeOf } from "../../i18n/languages";
import { useLanguage } from "../../router/useLanguage";
import { AddressDialog } from "../AddressDialog";
import { addressFields, GIFT_MESSAGE_MAX, listingsContextOf } from "../checkout-model";
import type { CheckoutState } from "../checkout-state";

const NEW = "new";

/** One line of an address, e.g. "Via dei Servi 12, 50122 Firenze (FI), Italy". */
function addressLine(address: AddressInput, countryName: string | undefined) {
  const street = [address.street, address.number].filter(Boolean).join(" ");
  const place = [address.zip, address.city, address.province ? `(${address.province})` : ""]
    .filter(Boolean)
    .join(" ");
  return [address.company, street, place, countryName].filter(Boolean).join(", ");
}

/**
 * Where the order goes: one of the member's saved addresses (sent as `shippingId`) or a new one entered in the
 * address dialog (and, for members, kept in the profile on request); then the shipping options serving it.
 * A gift (issue 17) ships to its recipient: the same choice, worded for the recipient, and a message with a live
 * character count; the options and their prices are then the recipient country's.
 */
export function ShippingStep({
  shopPageId,
  state,
  savedAddresses,
  canSave,
  countries,
  error,
  onShipTo,
  onListing,
  onSaveAddress,
  onGift,
  onGiftMessage,
  giftMessageError,
}: {
  shopPageId: string;
  state: CheckoutState;
  savedAddresses: Address[];
  /** A member: the new address may be saved to the profile. */
  canSave: boolean;
  countries: CountryList | undefined;
  error?: string | undefined;
  onShipTo: (shippingId: string | null, address: AddressInput | null) => void;
  onListing: (listingId: string) => void;
  onSaveAddress: (save: boolean) => void;
  onGift: (gift: boolean) => void;
  onGiftMessage: (message: string) => void;
  giftMessageError?: string | undefined;
}) {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const locale = localeOf(language);
  const [open, setOpen] = useState(false);
  // The address entered here, kept while the member looks at a saved one.
  const [entered, setEntered] = useState<AddressInput | null>(
    state.shippingId ? null : state.shippingAddress,
  );
  const address = state.shippingAddress;
  const destination = listingsContextOf(state);
  const listings = useQuery({
    ...queries.listings(language, shopPageId, destination),
    enabled: Boolean(destination.shippingId || destination.country),
  });
  const countryName = (code: string | undefined) =>
    countries?.items.find((c) => c.code === code)?.name ?? code;

  const describe = (listing: Listing) => {
    const { minDays, maxDays } = listing;
    const days =
      minDays !== undefined && maxDays !== undefined
        ? minDays === maxDays
          ? t({ message: plural(maxDays, { one: "# working day", other: "# working days" }) })
          : t`${minDays}–${maxDays} working days`
        : undefined;
    return [listing.carrier, days, listing.description].filter(Boolean).join(" · ");
  };

  const saveEntered = (value: AddressInput) => {
    setEntered(value);
    onShipTo(null, value);
  };

  const gift = state.gift;
  const chooser = savedAddresses.length > 0 && (
    <RadioGroup
      label={gift ? t`Gift recipient` : t`Ship to`}
      variant="cards"
      required
      value={state.shippingId ?? (address ? NEW : null)}
      onValueChange={(choice) => {
        if (choice !== NEW) {
          const saved = savedAddresses.find((item) => item.id === choice);
          if (saved) onShipTo(saved.id, addressFields(saved));
        } else if (entered) onShipTo(null, entered);
        else setOpen(true);
      }}
      error={error && !address ? error : undefined}
      options={[
        ...savedAddresses.map((saved) => ({
          value: saved.id,
          label: `${saved.firstName} ${saved.lastName}${saved.isDefault ? ` · ${t`default`}` : ""}`,
          description: addressLine(saved, countryName(saved.country)),
        })),
        {
          value: NEW,
          label: gift ? t`Someone else: a new address` : t`A new address`,
          description: entered
            ? `${entered.firstName} ${entered.lastName}, ${addressLine(entered, countryName(entered.country))}`
            : t`Enter it in the next window.`,
        },
      ]}
    />
  );

  const showEntered = !state.shippingId && address;
  return (
    <div className="flex flex-col gap-5">
      <Checkbox
        label={t`This is a gift`}
        description={t`We ship it to the person you choose, with your message and a packing slip without prices.`}
        checked={gift}
        onCheckedChange={onGift}
      />
      <div className="flex flex-col gap-3">
        {chooser || (
          <h3 className="font-semibold text-fg">{gift ? t`Recipient's address` : t`Shipping address`}</h3>
        )}
        {showEntered && (
          <address className="rounded-control border border-border bg-surface-muted px-4 py-3 text-fg text-sm not-italic">
            <strong>
              {address.firstName} {address.lastName}
            </strong>
            {address.company ? <span>, {address.company}</span> : null}
            <br />
            {address.street} {address.number}
            <br />
            {address.zip} {address.city} {address.province ? `(${address.province})` : ""} ·{" "}
            {countryName(address.country)}
            <br />
            {[address.phoneCountry, address.phone].filter(Boolean).join(" ")}
          </address>
        )}
        {!chooser && !address && (
          <p className="text-fg-muted text-sm">
            {gift
              ? t`Add the address of the person receiving the gift.`
              : t`Add the address we ship the order to.`}
          </p>
        )}
        {(!chooser || showEntered) && (
          <div>
            <Button variant={address ? "outline" : "primary"} onClick={() => setOpen(true)}>
              {address ? t`Change address` : gift ? t`Add the recipient's address` : t`Add address`}
            </Button>
          </div>
        )}
        {showEntered && canSave && (
          <Checkbox
            label={t`Save this address to my profile`}
            checked={state.saveAddress}
            onCheckedChange={onSaveAddress}
          />
        )}
        {error && !address && !chooser && (
          <p role="alert" className="text-error-ink text-sm">
            {error}
          </p>
        )}
        {open && (
          <AddressDialog
            open={open}
            onOpenChange={setOpen}
            initial={entered ?? { country: "IT" }}
            countries={countries}
            onSave={saveEntered}
          />
        )}
      </div>
      {gift && (
        <CharacterCountField
          label={t`Gift message (optional)`}
          hint={t`Printed on the packing slip that travels with the gift. No prices are shown on it.`}
          value={state.giftMessage}
          onValueChange={onGiftMessage}
          max={GIFT_MESSAGE_MAX}
          countLabel={(count, max) => t`${count}/${max} characters`}
          remainingLabel={(left) =>
            left < 0
              ? t({
                  message: plural(-left, {
                    one: "# character over the limit",
                    other: "# characters over the limit",
                  }),
                })
              : t({ message: plural(left, { one: "# character left", other: "# characters left" }) })
          }
          error={giftMessageError}
        />
      )}
      {address?.country &&
        (listings.isPending ? (
          <Spinner label={t`Loading shipping options…`} />
        ) : listings.data && listings.data.listings.length > 0 ? (
          <RadioGroup
            label={t`Shipping option`}
            variant="cards"
            required
            value={state.listingId}
            onValueChange={onListing}
            error={error && address && !state.listingId ? error : undefined}
            options={listings.data.listings.map((listing) => ({
              value: listing.id,
              label: listing.name,
              description: describe(listing),
              aside: listing.price.amount === 0 ? t`Free` : formatMoney(listing.price, locale),
            }))}
          />
        ) : (
          <Alert tone="warning" title={t`No shipping to ${countryName(address.country)}`}>
            {t({
              id: "checkout.listings.noShippingAvailable",
              message: "No shipping option serves the selected country",
            })}
          </Alert>
        ))}
    </div>
  );
}
