/**
 * What every personal download (the donor's CSV, and later PDFs and reports) passes through.
 *
 * - Only from this site: a page on another site could open the download in a popup and tell a signed-in person
 *   from others by what happens. A request the browser marks `cross-site` or `same-site` is refused before the
 *   session is even looked at, so the answer is the same for everyone. `same-origin`, `none` (typed, bookmarked)
 *   and no header at all (older browsers, command-line tools) are served.
 * - A few at a time: each download holds a database cursor and buffers, so a session gets
 *   `DOWNLOADS_PER_SESSION` at once; a slot is freed when the download ends, fails or the client goes away.
 * - Never stored by a cache (`personalHeaders`), and streamed as the client reads (server.js waits on the
 *   connection; the body below asks its source for more only when asked).
 */
import { localeFromPath } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { log } from "~/platform/log.server";
import { personalHeaders, requireSession } from "~/kits/signIn/portalSession.server";

export const DOWNLOADS_PER_SESSION = 2;

const REFUSED_BY_FETCH_SITE = new Set(["cross-site", "same-site"]);

/** Downloads in progress, by session id. */
const active = new Map<string, number>();

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });
}

export type PersonalDownload = {
  /** The signed-in champion the download is for. */
  championId: string;
  /** What the session was opened with: the email key the link went to, or the number a code was texted to. */
  emailKey: string | null;
  /**
   * The download's response: the file if a slot is free (the body is opened only then), else a 429 sentence.
   * `open` returns the file's bytes as a stream that produces them only as they are read.
   */
  send: (file: {
    fileName: string;
    contentType: string;
    inline?: boolean;
    open: () => ReadableStream<Uint8Array>;
  }) => Response;
};

/**
 * The guard of a personal download route: throws the refusal for a request from another site, the redirect to sign
 * in for a visitor without a session; otherwise returns who it is for and `send`, which takes a slot.
 */
export async function guardPersonalDownload(request: Request): Promise<PersonalDownload> {
  // The refusals speak the language of the download's address (`/es/portal/...` is Spanish).
  const words = documentWordsIn(localeFromPath(new URL(request.url).pathname)).download;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && REFUSED_BY_FETCH_SITE.has(site)) {
    log.info("download refused", { reason: "from another site", site });
    throw refusal(403, words.crossSite);
  }
  const session = await requireSession(request);
  return {
    championId: session.championId,
    emailKey: session.emailKey,
    send: (file) => {
      const slot = takeSlot(session.id);
      if (!slot) {
        log.info("download refused", { reason: "too many at once" });
        return refusal(429, words.tooMany(DOWNLOADS_PER_SESSION));
      }
      let body: ReadableStream<Uint8Array>;
      try {
        body = releasedWhenDone(file.open(), slot);
      } catch (error) {
        slot("failed");
        throw error;
      }
      return new Response(body, {
        headers: personalHeaders({
          "Content-Type": file.contentType,
          // A PDF may open in the browser's viewer; the file name holds either way.
          "Content-Disposition": `${file.inline ? "inline" : "attachment"}; filename="${file.fileName}"`,
        }),
      });
    },
  };
}

type DownloadEnd = "complete" | "failed" | "cancelled";

/** A slot for one more download of this session, as the function that frees it (once), or null when full. */
function takeSlot(sessionId: string): ((end: DownloadEnd) => void) | null {
  const count = active.get(sessionId) ?? 0;
  if (count >= DOWNLOADS_PER_SESSION) return null;
  active.set(sessionId, count + 1);
  let freed = false;
  return (end) => {
    if (freed) return;
    freed = true;
    log.info("download ended", { end });
    const left = (active.get(sessionId) ?? 1) - 1;
    if (left > 0) active.set(sessionId, left);
    else active.delete(sessionId);
  };
}

/**
 * The source, read one chunk per read of the client (no queue of its own: highWaterMark 0), freeing the slot when
 * it ends, fails or is cancelled (the client went away).
 */
function releasedWhenDone(
  source: ReadableStream<Uint8Array>,
  release: (end: DownloadEnd) => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release("complete");
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          release("failed");
          controller.error(error);
        }
      },
      async cancel(reason) {
        release("cancelled");
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
