// Opaque random secrets; only their SHA-256 is stored, so a database leak does
// not hand out working sessions or codes.
import { createHash, randomBytes, randomInt } from "node:crypto";

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
