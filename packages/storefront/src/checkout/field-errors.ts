/**
 * A field's problem, as a code the form turns into a message. A codice fiscale says which of its rules it breaks:
 * its length, a character out of place, or a check letter that does not match the other fifteen.
 */
export type FieldError = "REQUIRED" | "INVALID" | "TOO_LONG" | "CF_LENGTH" | "CF_CHARACTERS" | "CF_CHECK";
export type FieldErrors = Partial<Record<string, FieldError>>;

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
