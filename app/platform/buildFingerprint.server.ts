/**
 * What names this build in a validator that is not a hash of a page's bytes (a revalidated page's ETag, decision
 * 098): a hash of the server bundle this module is part of (build/index.js holds every page's code and the client
 * manifest with its content-hashed file names), the enhancement script's versioned address and the site's address
 * (both reach every page). Two origins running one build and one setting give the same; a deploy gives another.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { enhanceScriptUrl } from "./assets.server";
import { env } from "./env.server";

let fingerprint: string | undefined;

export function buildFingerprint(): string {
  fingerprint ??= createHash("sha256")
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(`\n${enhanceScriptUrl}\n${env().publicUrl}`)
    .digest("base64url");
  return fingerprint;
}
