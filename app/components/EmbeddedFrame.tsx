import type { Embed } from "~/config/embeds";

type Props = {
  embed: Embed;
  /** Overrides the embed's own address (e.g. with forwarded query parameters). */
  src?: string;
  height: number;
  /** Frames in the first screen load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  className?: string;
};

/**
 * A third-party frame with a plain link beside it, so the content can still be reached when the
 * provider is slow, blocked or down.
 */
export function EmbeddedFrame({ embed, src, height, eager = false, className = "" }: Props) {
  const url = src ?? embed.url;
  const frame = (
    <iframe
      title={embed.title}
      src={url}
      height={height}
      loading={eager ? "eager" : "lazy"}
      className={`block w-full border-0 ${className}`}
    />
  );
  return (
    <div className="embedded-frame">
      {eager ? (
        frame
      ) : (
        // A frame further down waits for the page: with JavaScript, enhance.js builds it from the <noscript> once
        // the page has loaded, so no other site's connection competes with the first paint on a slow link (and
        // the box keeps its height meanwhile, so nothing moves); without, the browser loads it lazily as usual.
        <div data-deferred-frame="" style={{ height }}>
          <noscript>{frame}</noscript>
        </div>
      )}
      <p className="mt-2 text-sm">
        <a href={url} target="_blank" rel="noopener" className="underline">
          Open the {embed.title.toLowerCase()} in a new tab
        </a>
      </p>
    </div>
  );
}
