/** Architecture §7 and §11: a password has at least 8 characters (PASSWORD_TOO_SHORT otherwise). */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordError = "REQUIRED" | "PASSWORD_TOO_SHORT";

/** Checked before sending; the platform checks it again. */
export function checkPassword(password: string): PasswordError | null {
  if (password.length === 0) return "REQUIRED";
  if ([...password].length < MIN_PASSWORD_LENGTH) return "PASSWORD_TOO_SHORT";
  return null;
}
