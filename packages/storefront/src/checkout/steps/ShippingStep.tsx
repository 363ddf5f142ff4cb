import type { AddressInput, CountryList, Listing } from "@club/api-client";
import { Alert, Button, formatMoney, RadioGroup, Spinner } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useQueries } from "../../app/context";
import { localeOf } from "../../i18n/languages";
import { useLanguage } from "../../router/useLanguage";
import { AddressDialog } from "../AddressDialog";

/** The shipping address (address dialog) and the shipping options serving its country. */
export function ShippingStep({
  shopPageId,
  address,
  listingId,
  couponCode,
  countries,
  error,
  onAddress,
  onListing,
}: {
  shopPageId: string;
  address: AddressInput | null;
  listingId: string | null;
  couponCode: string;
  countries: CountryList | undefined;
  error?: string | undefined;
  onAddress: (address: AddressInput) => void;
  onListing: (listingId: string) => void;
}) {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const locale = localeOf(language);
  const [open, setOpen] = useState(false);
  const listings = useQuery({
    ...queries.listings(language, shopPageId, {
      shippingMode: "shipping",
      ...(address?.country ? { country: address.country } : {}),
      ...(couponCode ? { couponCode } : {}),
    }),
    enabled: Boolean(address?.country),
  });
  const countryName = countries?.items.find((c) => c.code === address?.country)?.name ?? address?.country;

  const describe = (listing: Listing) => {
    const days =
      listing.minDays !== undefined && listing.maxDays !== undefined
        ? listing.minDays === listing.maxDays
          ? t`${listing.minDays} working days`
          : t`${listing.minDays}–${listing.maxDays} working days`
        : undefined;
    return [listing.carrier, days, listing.description].filter(Boolean).join(" · ");
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-fg">{t`Shipping address`}</h3>
        {address ? (
          <address className="rounded-control border border-border bg-surface-muted px-4 py-3 text-fg text-sm not-italic">
            <strong>
              {address.firstName} {address.lastName}
            </strong>
            {address.company ? <span>, {address.company}</span> : null}
            <br />
            {address.street} {address.number}
            <br />
            {address.zip} {address.city} {address.province ? `(${address.province})` : ""} · {countryName}
            <br />
            {address.phone}
          </address>
        ) : (
          <p className="text-fg-muted text-sm">{t`Add the address we ship the order to.`}</p>
        )}
        <div>
          <Button variant={address ? "outline" : "primary"} onClick={() => setOpen(true)}>
            {address ? t`Change address` : t`Add address`}
          </Button>
        </div>
        {error && !address && (
          <p role="alert" className="text-error-ink text-sm">
            {error}
          </p>
        )}
        {open && (
          <AddressDialog
            open={open}
            onOpenChange={setOpen}
            initial={address ?? { country: "IT" }}
            countries={countries}
            onSave={onAddress}
          />
        )}
      </div>
      {address?.country &&
        (listings.isPending ? (
          <Spinner label={t`Loading shipping options…`} />
        ) : listings.data && listings.data.listings.length > 0 ? (
          <RadioGroup
            label={t`Shipping option`}
            variant="cards"
            required
            value={listingId}
            onValueChange={onListing}
            error={error && !listingId ? error : undefined}
            options={listings.data.listings.map((listing) => ({
              value: listing.id,
              label: listing.name,
              description: describe(listing),
              aside: listing.price.amount === 0 ? t`Free` : formatMoney(listing.price, locale),
            }))}
          />
        ) : (
          <Alert tone="warning" title={t`No shipping to ${countryName}`}>
            {t({
              id: "checkout.listings.noShippingAvailable",
              message: "No shipping option serves the selected country",
            })}
          </Alert>
        ))}
    </div>
  );
}
