// argon2id with OWASP's minimum parameters (19 MiB, 2 passes): ≈ 20 ms a hash here.
import { hash, verify } from "@node-rs/argon2";

const options = {
  // Algorithm.Argon2id; the enum is a const enum, which erasable TypeScript cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so the
 * answer time does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-0");
  await verifyPassword(await dummyHash, password);
  return false;
}
