import type { Profile } from "@club/api-client";
import { Alert, Button, Card, CardHeader, Checkbox, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { NameFields } from "../../account/AccountFields";
import { type AccountErrors, hasAccountErrors, validatePersonalData } from "../../account/form-rules";
import { serverFieldErrors, useAccountMessages } from "../../account/useAccountMessages";
import { useUpdateProfile } from "./useUpdateProfile";

/** Name and phone, editable. */
export function PersonalDataCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const messages = useAccountMessages();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [marketingConsent, setMarketingConsent] = useState(profile.marketingConsent);
  const [errors, setErrors] = useState<AccountErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePersonalData({ firstName, lastName, phone });
    setErrors(found);
    if (hasAccountErrors(found)) return;
    update.mutate(
      {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        marketingConsent,
      },
      { onError: (error) => setErrors(serverFieldErrors(error)) },
    );
  };

  return (
    <Card as="section" aria-labelledby="profile-personal" className="flex flex-col gap-4">
      <CardHeader title={<span id="profile-personal">{t`Personal data`}</span>} headingLevel={2} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {update.isSuccess && <Alert tone="success">{t`Your data is saved.`}</Alert>}
        {update.isError && <Alert tone="error">{messages.error(update.error)}</Alert>}
        <NameFields
          firstName={firstName}
          lastName={lastName}
          onFirstName={setFirstName}
          onLastName={setLastName}
          errors={{
            firstName: messages.field(errors, "firstName"),
            lastName: messages.field(errors, "lastName"),
          }}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={messages.field(errors, "phone")}
        />
        <Checkbox
          label={t`Send me news and offers by email`}
          checked={marketingConsent}
          onCheckedChange={setMarketingConsent}
        />
        <Button type="submit" loading={update.isPending} className="self-start">
          {t`Save`}
        </Button>
      </form>
    </Card>
  );
}
