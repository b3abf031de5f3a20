import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps every message it receives, for the sign-in tests. */
export type CapturedMail = { to: string[]; raw: string; text: string };

export type SmtpCapture = {
  port: number;
  messages: CapturedMail[];
  /** Resolves with the next message to `address` that arrives after `after` messages to it (default: the first). */
  waitFor: (address: string, options?: { after?: number; timeoutMs?: number }) => Promise<CapturedMail>;
  countTo: (address: string) => number;
  stop: () => Promise<void>;
};

/** The first link in an email's text that matches `pattern`; throws with the text when there is none. */
export function linkIn(mail: CapturedMail, pattern: RegExp): string {
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), enough to read a link out of the text part. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** An SMTP answer that refuses a recipient: 4xx asks the sender to try again later, 5xx refuses for good. */
export type Refusal = { code: number; message: string };

/**
 * Listens on `port` (0: any free one). `refuse`, asked at each recipient, lets a test play a server that turns
 * messages away; `hold`, asked when a message's data arrives, one that never answers it (the sender waits, as on
 * a stalled connection); by default every message is taken.
 */
export async function startSmtpCapture(
  port = 0,
  { refuse, hold }: { refuse?: (address: string) => Refusal | null; hold?: (recipients: string[]) => boolean } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      if (hold?.(session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()))) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  const toAddress = (address: string) => messages.filter((message) => message.to.includes(address.toLowerCase()));
  return {
    port: listening,
    messages,
    countTo: (address) => toAddress(address).length,
    async waitFor(address, { after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = toAddress(address)[after];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in link in an email's text part. */
export function signInLinkFrom(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/portal\?recordId=[^\s"<>&]+&jwt=[\w.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No sign-in link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}

/** The partner portal's sign-in link in an email's text part. */
export function partnerLinkFrom(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/partners\/continue\?jwt=[\w.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No partner sign-in link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}

/** The values of a header of a received message, its folded lines joined (names match in any case). */
export function headerValues(mail: CapturedMail, name: string): string[] {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
  const prefix = `${name.toLowerCase()}:`;
  return unfolded
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

/** The bytes of an attachment of a received message (a PDF), found by its file name and decoded (base64 or as sent). */
export function attachmentBytes(mail: CapturedMail, filename: string): Buffer | null {
  const escaped = filename.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const part = new RegExp(`filename="?${escaped}"?\\r?\\n\\r?\\n([\\s\\S]*?)\\r?\\n--`).exec(mail.raw);
  if (!part) return null;
  const base64 = new RegExp(`Content-Transfer-Encoding: base64[^]*?filename="?${escaped}`).test(mail.raw);
  return base64 ? Buffer.from(part[1]!.replace(/\s/g, ""), "base64") : Buffer.from(part[1]!);
}

/** The text of an attachment of a received message (a calendar invitation), decoded as `attachmentBytes` does. */
export const attachmentText = (mail: CapturedMail, filename: string): string | null =>
  attachmentBytes(mail, filename)?.toString("utf8") ?? null;
