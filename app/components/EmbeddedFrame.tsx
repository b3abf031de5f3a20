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
  return (
    <div className="embedded-frame">
      <iframe
        title={embed.title}
        src={url}
        height={height}
        loading={eager ? "eager" : "lazy"}
        className={`block w-full border-0 ${className}`}
      />
      <p className="mt-2 text-sm">
        <a href={url} target="_blank" rel="noopener" className="underline">
          Open the {embed.title.toLowerCase()} in a new tab
        </a>
      </p>
    </div>
  );
}
