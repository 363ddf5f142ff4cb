import type { Address, AddressInput, Profile } from "@club/api-client";
import { Alert, Button, Card, CardHeader, Dialog, EmptyState } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useQueries } from "../../app/context";
import { AddressDialog } from "../../checkout/AddressDialog";
import { useLanguage } from "../../router/useLanguage";
import { useUpdateProfile } from "./useUpdateProfile";

/** One line for an address: street and number, zip, city, province, country. */
export function addressLine(
  address: Pick<AddressInput, "street" | "number" | "zip" | "city" | "province" | "country">,
): string {
  const street = [address.street, address.number].filter(Boolean).join(" ");
  const city = [address.zip, address.city, address.province ? `(${address.province})` : ""]
    .filter(Boolean)
    .join(" ");
  return [street, city, address.country].filter(Boolean).join(", ");
}

const fields = ({ id: _id, isDefault: _isDefault, ...rest }: Address): AddressInput => rest as AddressInput;

/** The member's shipping addresses: added, edited (the checkout's address dialog and rules) and removed. */
export function AddressesCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const update = useUpdateProfile();
  const countries = useQuery(queries.countries(language)).data;
  const [editing, setEditing] = useState<{ index: number; key: number } | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const addresses = profile.addresses;

  const save = (address: AddressInput) => {
    if (!editing) return;
    const current = addresses[editing.index];
    const list = addresses.map((item) => ({ ...item }) as Address | (AddressInput & { id?: string }));
    if (current)
      list[editing.index] = { ...address, id: current.id, ...(current.isDefault ? { isDefault: true } : {}) };
    else list.push(address);
    update.mutate({ addresses: list });
  };
  const remove = (address: Address) =>
    update.mutate(
      { addresses: addresses.filter((item) => item.id !== address.id) },
      { onSettled: () => setRemoving(null) },
    );

  return (
    <Card as="section" aria-labelledby="profile-addresses" className="flex flex-col gap-4">
      <CardHeader
        title={<span id="profile-addresses">{t`Addresses`}</span>}
        headingLevel={2}
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing({ index: addresses.length, key: Date.now() })}
          >
            {t`Add address`}
          </Button>
        }
      />
      {update.isError && <Alert tone="error">{messages.error(update.error)}</Alert>}
      {addresses.length === 0 ? (
        <EmptyState title={t`No saved addresses`} description={t`Add one to check out faster.`} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {addresses.map((address, index) => (
            <li key={address.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-fg">
                  {address.firstName} {address.lastName}
                  {address.isDefault && (
                    <span className="ms-2 font-normal text-fg-muted">{t`(default)`}</span>
                  )}
                </p>
                <p className="text-fg-muted">{addressLine(address)}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => setEditing({ index, key: Date.now() })}>
                  {t`Edit`}
                  <span className="sr-only"> {addressLine(address)}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(address)}>
                  {t`Remove`}
                  <span className="sr-only"> {addressLine(address)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddressDialog
          key={editing.key}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          initial={addresses[editing.index] ? fields(addresses[editing.index]!) : { country: "IT" }}
          countries={countries}
          onSave={save}
        />
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        size="sm"
        title={t`Remove this address?`}
        description={removing ? addressLine(removing) : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              {t`Cancel`}
            </Button>
            <Button variant="danger" loading={update.isPending} onClick={() => removing && remove(removing)}>
              {t`Remove`}
            </Button>
          </>
        }
      />
    </Card>
  );
}
