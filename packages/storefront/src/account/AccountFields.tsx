import { TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";

/** The email every account form asks for (login, reset, sign-up, email change): required, autofilled as email. */
export function EmailField({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Defaults to "Email". */
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Email`}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/** First and last name side by side, both required (sign-up and the profile's personal data). */
export function NameFields({
  firstName,
  lastName,
  onFirstName,
  onLastName,
  errors,
}: {
  firstName: string;
  lastName: string;
  onFirstName: (value: string) => void;
  onLastName: (value: string) => void;
  errors: { firstName: string | undefined; lastName: string | undefined };
}) {
  const { t } = useLingui();
  const required = { required: true };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        {...required}
        value={firstName}
        onChange={(event) => onFirstName(event.currentTarget.value)}
        error={errors.firstName}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        {...required}
        value={lastName}
        onChange={(event) => onLastName(event.currentTarget.value)}
        error={errors.lastName}
      />
    </div>
  );
}
