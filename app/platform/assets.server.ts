/**
 * The enhancement script's address carries a hash of its content, so browsers may keep it for a year
 * (`server.js` marks versioned public files immutable) and still get a new one on the next deploy.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { publicFile } from "./publicFolder.server";

function versioned(publicPath: string): string {
  const content = readFileSync(publicFile(publicPath));
  return `${publicPath}?v=${createHash("sha256").update(content).digest("hex").slice(0, 12)}`;
}

export const enhanceScriptUrl = versioned("/enhance.js");
