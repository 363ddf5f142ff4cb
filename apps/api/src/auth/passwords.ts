import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** The shortest password accepted (architecture §7, PASSWORD_TOO_SHORT). */
export const MIN_PASSWORD_LENGTH = 8;

// scrypt with N=2^15, r=8 costs 32 MiB and ~50-100 ms per hash: slow enough to make offline guessing expensive,
// fast enough for sign-in (OWASP's minimum for scrypt is N=2^17 with r=8 *or* an equivalent; 2^15 with p=1 and
// a 64-byte key is the value node's own docs and libsodium's interactive profile use).
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A self-describing hash: `scrypt$N$r$p$salt$key` (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verified against when the email is unknown, so an unknown email costs the same time as a wrong password.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString("base64url"));
  return decoy;
}
