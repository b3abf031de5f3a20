import { EmbeddedFrame } from "~/components/EmbeddedFrame";
import { PageHero } from "~/components/PageHero";
import { embeds } from "~/config/embeds";
import { pageMetaFor } from "~/page/seo";
import * as en from "~/content/socialmedia";
import * as es from "~/content/es/socialmedia";
import { useLocalized } from "~/i18n";

export const meta = pageMetaFor("/socialmedia");

/** The five networks of the live feed (professional, photo, short-video, microblog, video site). */
const feeds = [
  { network: "LinkedIn", embed: embeds.socialFeedLinkedIn },
  { network: "Instagram", embed: embeds.socialFeedInstagram },
  { network: "TikTok", embed: embeds.socialFeedTikTok },
  { network: "X", embed: embeds.socialFeedX },
  { network: "YouTube", embed: embeds.socialFeedYouTube },
];

export default function SocialMediaPage() {
  const { socialMediaPage } = useLocalized({ en, es });
  return (
    <>
      <PageHero title={socialMediaPage.title}>
        <p>{socialMediaPage.intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
        {feeds.map((feed, index) => (
          <section key={feed.network} aria-labelledby={`feed-${feed.network}`}>
            <h2 id={`feed-${feed.network}`} className="mb-3 text-2xl font-bold">
              {feed.network}
            </h2>
            <EmbeddedFrame embed={feed.embed} height={640} eager={index < 2} className="rounded" />
          </section>
        ))}
      </div>
    </>
  );
}
