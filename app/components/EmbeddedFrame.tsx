import { embeds, type Embed } from "~/config/embeds";
import * as en from "~/content/embedWords";
import { useEmbedTitles } from "~/page/layoutWords";
import * as es from "~/content/es/embedWords";
import { useLocalized } from "~/i18n";

/** The embed's title in the page's language (Spanish titles by embed name, `content/es/embeds.ts`). */
function useEmbedTitle(embed: Embed): string {
  const titles = useEmbedTitles();
  if (!titles) return embed.title;
  const name = (Object.keys(embeds) as (keyof typeof embeds)[]).find((key) => embeds[key].url === embed.url);
  return name ? titles[name] : embed.title;
}

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
 * A third-party frame with, above it, a button to the same address in a new tab and a note for when it does not
 * load, so the content can still be reached when the provider is slow, blocked or down. The frame has a visible
 * border (its edge is clear even while blank) and a fixed height, so nothing moves when it loads.
 */
export function EmbeddedFrame({ embed, src, height, eager = false, className = "" }: Props) {
  const url = src ?? embed.url;
  const { embedWords } = useLocalized({ en, es });
  const title = useEmbedTitle(embed);
  const frame = (
    <iframe
      title={title}
      src={url}
      height={height}
      loading={eager ? "eager" : "lazy"}
      className={`block w-full border-2 border-slate-500 ${className}`}
    />
  );
  return (
    <div className="embedded-frame">
      <p>
        <a href={url} target="_blank" rel="noopener" className="button-secondary text-sm">
          {embedWords.openInNewTab(title)}
        </a>
      </p>
      <p className="mb-3 mt-2 text-sm">{embedWords.ifBlank(title)}</p>
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
    </div>
  );
}
