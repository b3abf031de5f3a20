import { ArticleList } from "~/components/ArticleList";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import * as blogEn from "~/content/blog";
import * as blogEs from "~/content/es/blog";
import { blogArticleList } from "~/content/blogArticles";
import { localeFromPath, useLocalized } from "~/i18n";
import { pageMetaFor } from "~/seo";

const blogMeta = pageMetaFor("/blog");

export const meta: typeof blogMeta = (args) => [
  ...blogMeta(args),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", href: "/blog/feed.xml", title: (localeFromPath(args.location.pathname) === "es" ? blogEs : blogEn).blogHeadings.feed },
];

export default function BlogPage() {
  const { blogHeadings, blogHero, videoChannelLink } = useLocalized({ en: blogEn, es: blogEs });
  return (
    <>
      <Hero hero={blogHero} />
      <Section title={blogHeadings.articles}>
        <ArticleList articles={blogArticleList} />
        <p className="mt-8">
          <a href="/blog/feed.xml" className="font-semibold text-brand-dark underline">
            {blogHeadings.feed}
          </a>
        </p>
      </Section>
      <Section title={blogHeadings.video} intro={<p>{blogHeadings.videoText}</p>} tone="tinted">
        <ContentLinkButton link={videoChannelLink} />
      </Section>
    </>
  );
}
