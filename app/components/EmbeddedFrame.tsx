import { embeds, type Embed } from "~/config/embeds";
import { embedTitles } from "~/content/es/embeds";
import { useLocale, useMessages } from "~/i18n";

/** The embed's title in the page's language (Spanish titles by embed name, `content/es/embeds.ts`). */
function useEmbedTitle(embed: Embed): string {
  const locale = useLocale();
  if (locale === "en") return embed.title;
  const name = (Object.keys(embeds) as (keyof typeof embeds)[]).find((key) => embeds[key].url === embed.url);
  return name ? embedTitles[name] : embed.title;
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
 * A third-party frame with a plain link beside it, so the content can still be reached when the
 * provider is slow, blocked or down.
 */
export function EmbeddedFrame({ embed, src, height, eager = false, className = "" }: Props) {
  const url = src ?? embed.url;
  const t = useMessages();
  const title = useEmbedTitle(embed);
  return (
    <div className="embedded-frame">
      <iframe
        title={title}
        src={url}
        height={height}
        loading={eager ? "eager" : "lazy"}
        className={`block w-full border-0 ${className}`}
      />
      <p className="mt-2 text-sm">
        <a href={url} target="_blank" rel="noopener" className="underline">
          {t.openEmbedInNewTab(title)}
        </a>
      </p>
    </div>
  );
}
