/**
 * Checks an `Authorization: Bearer …` header against the one expected token in constant time: both are hashed
 * first, so neither their content nor their length shows in how long the comparison takes.
 */
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export type BearerCheck = "right" | "wrong" | "missing";

export function checkBearerToken(authorization: string | null, expected: string): BearerCheck {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? "");
  if (!match) return "missing";
  return timingSafeEqual(digest(match[1]!), digest(expected)) ? "right" : "wrong";
}
