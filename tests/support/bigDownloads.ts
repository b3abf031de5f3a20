/**
 * A big donor with several contacts, each signed in, and downloads read slowly or stalled: the portal's downloads under
 * load.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { get as httpGet, type ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { hiddenFormFields, postSignIn } from "./portalFlow";
import { type RunningServer } from "./server";
import { signInLinkFrom, type SmtpCapture } from "./smtpCapture";

/** A big donor with several contacts, each a champion of their own, so several sessions can download at once. */
export const BIG_ITEMS = 100_000;
export const CERTIFIED_ITEMS = 20_000;
export const CONTACTS = 10;
/**
 * Growth of the server's resident memory allowed while 20 downloads stall: a guard against a server that keeps
 * growing, not the proof of backpressure. On loopback each connection's kernel buffers take several MiB of rows
 * before the client's stall reaches the cursor, and that garbage alone made the peak 70–185 MiB with the fix
 * (190–245 MiB without it, on this 100,000-row file). What proves the cursor waits for the client is the log
 * assertion below: no stalled download is read to its end.
 */
export const MEMORY_BOUND_MIB = 300;

export function writeBigDonor(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "big-hardening-"));
  const emails = Array.from({ length: CONTACTS }, (_, i) => `contact${i}@big.test`);
  writeFileSync(
    path.join(dir, "Champions.csv"),
    ["id,Name,Email,Champion_Type", ...emails.map((email, i) => `BC-${i},Contact ${i},${email},Computer Donor`)].join(
      "\n",
    ) + "\n",
  );
  writeFileSync(
    path.join(dir, "Computer_Donors.csv"),
    [
      "id,Company,Name,Email,Location,Donor_ID,Status",
      ...emails.map((email, i) => `BD-${i},Big Co,Contact ${i},${email},Hoboken,DON-BIG,Donated`),
    ].join("\n") + "\n",
  );
  // The first 20,000 were erased: a whole-donation certificate of that many devices, which takes minutes to draw.
  const rows = [
    "ID,Model,Status,Computer_Type,Location,Date_Added,Date_Donated,Date_Recycled,Weight,Recipient,Donor_ID,Destruction_Type,Date_Destroyed",
  ];
  for (let i = 0; i < BIG_ITEMS; i++) {
    const destruction = i < CERTIFIED_ITEMS ? "Erased,2024-01-10" : ",";
    rows.push(
      `B-${i},"Latitude 5${i % 1000}, 14in",Donated,Laptop,Hoboken,2024-01-02,2024-03-01,,4.5,,DON-BIG,${destruction}`,
    );
  }
  writeFileSync(path.join(dir, "Computer_Inventory.csv"), rows.join("\n") + "\n");
  return dir;
}

/** Signs in through the form, the emailed link and Continue; returns the Cookie header a browser would send. */
export async function signedInCookie(
  server: RunningServer,
  smtp: SmtpCapture,
  email: string,
  client: string,
): Promise<string> {
  const context: APIRequestContext = await playwrightRequest.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": client },
  });
  try {
    const before = smtp.countTo(email);
    await postSignIn(context, server.url, email);
    const link = signInLinkFrom(await smtp.waitFor(email, { after: before }));
    const page = await context.get(link);
    const url = new URL(link);
    const form = {
      ...hiddenFormFields(await page.text()),
      intent: "continue",
      recordId: url.searchParams.get("recordId")!,
      jwt: url.searchParams.get("jwt")!,
    };
    const continued = await context.post(`${server.url}/portal`, { form, maxRedirects: 0 });
    if (continued.status() !== 302) throw new Error(`Continue answered ${continued.status()}`);
    const cookies = (await context.storageState()).cookies;
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await context.dispose();
  }
}

export type Reading = {
  status: Promise<number>;
  request: ClientRequest;
  bytesRead: () => number;
  finished: () => boolean;
};

/** Starts a download and reads it as fast as it comes, as a browser saving the file would. */
export function readingDownload(url: string, cookie: string): Reading {
  let bytes = 0;
  let ended = false;
  let request!: ClientRequest;
  const status = new Promise<number>((resolve, reject) => {
    request = httpGet(url, { headers: { cookie } }, (response) => {
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => (ended = true));
      response.on("error", () => {});
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
  });
  return { status, request, bytesRead: () => bytes, finished: () => ended };
}

export type Stalled = { status: number; request: ClientRequest };

/** Starts a download, reads 512 bytes and then reads nothing more, holding the connection open. */
export function stalledDownload(url: string, cookie: string): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { cookie, "accept-encoding": "gzip" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve({ status: response.statusCode ?? 0, request });
        return;
      }
      let read = 0;
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read >= 512) response.pause();
      });
      resolve({ status: 200, request });
    });
    request.on("error", reject);
  });
}
