import { ContentLinkButton } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { NoteCards } from "~/components/NoteCards";
import { Section } from "~/components/Section";
import { blogArticles, blogHeadings, blogHero, videoChannelLink } from "~/content/blog";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/blog");

export default function BlogPage() {
  return (
    <>
      <Hero hero={blogHero} />
      <Section title={blogHeadings.articles}>
        <NoteCards cards={blogArticles} withoutLink={blogHeadings.comingSoon} />
      </Section>
      <Section title={blogHeadings.video} intro={<p>{blogHeadings.videoText}</p>} tone="tinted">
        <ContentLinkButton link={videoChannelLink} />
      </Section>
    </>
  );
}
