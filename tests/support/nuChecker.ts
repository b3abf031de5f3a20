/**
 * The W3C Nu HTML checker (the `vnu-jar` package, run by Java) as a web service for the whole browser-test run:
 * started once by the global set-up, warmed by its first documents, then asked over loopback. Run afresh for each
 * spec, Java's start and warm-up cost about 5 s of processor a spec; the service pays them once (decision 097).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "./server";

type NuMessage = { type: string; subType?: string; lastLine?: number; message: string; extract?: string };

/** Starts the checker's service (it gets ready on its own, while the first specs run); its address and its end. */
export async function startNuChecker(logFile: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, ["tests/support/run-nu-checker.mjs", String(port)], {
    stdio: ["ignore", log, log],
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
    },
  };
}

const serviceUrl = () => {
  const url = process.env.E2E_NU_CHECKER_URL;
  if (!url) throw new Error("The Nu HTML checker's service was not started (tests/support/globalSetup.ts).");
  return url;
};

/** Resolves once the service answers; a service that never does is reported with the end of its log. */
async function ready(url: string) {
  // Long enough for Java's start on a busy shared machine: this catches a checker that never starts.
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(url, { method: "HEAD" })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const logFile = process.env.E2E_NU_CHECKER_LOG;
      const tail = logFile ? readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n") : "";
      throw new Error(
        `The Nu HTML checker did not start (is Java installed? scripts/install-test-deps.sh). Its log ends:\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Every page carries the site's one stylesheet inline, and the checker validates the CSS in a style element too: half
 * of its time went to checking the same stylesheet again on every page. So a stylesheet is checked the first time
 * this process sends it, and left out of the style element of each later document (its markup is checked as before).
 */
const stylesheetsChecked = new Set<string>();
function withoutCheckedStylesheets(html: string): string {
  return html.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (element, open: string, css: string, close: string) => {
    const digest = createHash("sha256").update(css).digest("hex");
    if (!stylesheetsChecked.has(digest)) {
      stylesheetsChecked.add(digest);
      return element;
    }
    return open + close;
  });
}

/** One document's error messages (warnings and notes are not errors), each with its file's name. */
async function documentErrors(url: string, file: string): Promise<string[]> {
  const response = await fetch(`${url}/?out=json`, {
    method: "POST",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: withoutCheckedStylesheets(readFileSync(file, "utf8")),
  });
  if (!response.ok) throw new Error(`The Nu HTML checker answered ${response.status} for ${file}`);
  const { messages } = (await response.json()) as { messages: NuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map(
      (message) =>
        `${path.basename(file)}:${message.lastLine ?? "?"}: ${message.message} ${message.extract?.trim() ?? ""}`,
    );
}

/** Checks the saved documents, a few at a time (the service checks each on a thread of its own); their errors. */
export async function nuErrors(files: string[]): Promise<string[]> {
  const url = serviceUrl();
  await ready(url);
  const errors: string[][] = [];
  const queue = files.entries();
  const checkInTurn = async () => {
    for (const [index, file] of queue) errors[index] = await documentErrors(url, file);
  };
  await Promise.all([checkInTurn(), checkInTurn(), checkInTurn()]);
  return errors.flat();
}
