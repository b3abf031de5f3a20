/**
 * Every page's HTML as bytes, rendered by React's web-stream renderer (`renderToReadableStream`), which Node 20 runs.
 * React 18's Node renderer (`renderToPipeableStream`) fills 2,048-byte buffers, and when a multi-byte character
 * does not fit at the end of one it sends the whole buffer, unwritten zero bytes included: a U+0000 in the page
 * wherever an "ñ" or "á" falls on a buffer's edge (facebook/react issues 27554 and 31134, fixed only in React 19).
 * The web-stream renderer encodes each piece of text whole and copies bytes, so no character is split or padded,
 * and the bytes are passed on as bytes: nothing decodes a chunk on its own. Decision 062.
 */
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";

export type HtmlStream = ReadableStream<Uint8Array> & {
  /** Settles when the whole page has been rendered (or the render was given up). */
  allReady: Promise<void>;
};

export type HtmlStreamOptions = {
  nonce?: string;
  /** Aborting it ends the render: what is still pending is left for the browser, reported to `onError`. */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
};

/** Resolves once the shell is ready; rejects if the shell itself fails. */
export async function renderHtmlStream(node: ReactNode, options: HtmlStreamOptions = {}): Promise<HtmlStream> {
  const rendered = await renderToReadableStream(node, options);
  const body = rendered.pipeThrough(joinedWrites()) as HtmlStream;
  body.allReady = rendered.allReady;
  return body;
}

/**
 * The renderer hands over 512-byte pieces, all of one flush at once; they are passed on as one chunk, so a streamed
 * page is written (and compressed and flushed, in server.js) once per flush of React's rather than once per piece.
 */
function joinedWrites(): TransformStream<Uint8Array, Uint8Array> {
  let pieces: Uint8Array[] = [];
  const pass = (controller: TransformStreamDefaultController<Uint8Array>) => {
    // Nothing waits, or the reader went away (a closed connection cancels the stream).
    if (pieces.length === 0 || controller.desiredSize === null) return;
    const joined = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
    pieces = [];
    controller.enqueue(joined);
  };
  return new TransformStream({
    transform(piece, controller) {
      pieces.push(piece);
      // The pieces of one flush arrive within one turn of the event loop; the next turn passes them on.
      if (pieces.length === 1) setImmediate(() => pass(controller));
    },
    flush(controller) {
      pass(controller);
    },
  });
}
