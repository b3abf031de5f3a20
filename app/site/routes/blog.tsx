import { ArticleList } from "~/components/ArticleList";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import * as blogEn from "~/content/blog";
import * as blogEs from "~/content/es/blog";
import { blogArticleLists } from "~/content/blogArticles";
import { localeFromPath, pathInLocale, useLocale, useLocalized, type Locale } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

const blogMeta = pageMetaFor("/blog");

/** Each language's articles have their own feed: /blog/feed.xml, /es/blog/feed.xml. */
const feedPath = (locale: Locale) => `${pathInLocale(locale, "/blog")}/feed.xml`;

export const meta: typeof blogMeta = (args) => [
  ...blogMeta(args),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    href: feedPath(localeFromPath(args.location.pathname)),
    title: (localeFromPath(args.location.pathname) === "es" ? blogEs : blogEn).blogHeadings.feed,
  },
];

export default function BlogPage() {
  const locale = useLocale();
  const { blogHeadings, blogHero, videoChannelLink } = useLocalized({ en: blogEn, es: blogEs });
  return (
    <>
      <Hero hero={blogHero} />
      <Section title={blogHeadings.articles}>
        <ArticleList articles={blogArticleLists[locale]} />
        <p className="mt-8">
          <a href={feedPath(locale)} className="font-semibold text-brand-dark underline">
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
