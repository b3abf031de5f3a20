import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/JsonLd";
import { PageHero } from "~/components/PageHero";
import { RichText } from "~/components/RichText";
import * as blogEn from "~/content/blog";
import * as blogEs from "~/content/es/blog";
import { formatDate, useLocale, useLocalized, useMessages } from "~/i18n";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { languageAlternates } from "~/page/seo";
import { blogArticle } from "~/content/blogArticles";
import { articleMeta, articleStructuredData } from "~/content/blogStructuredData";

/**
 * An article at /blog/<slug>, and in Spanish at /es/blog/<slug> (same slug); an unknown slug is the site's 404 page
 * (the root's error boundary).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const article = blogArticle(params.slug ?? "", localeFromPath(new URL(request.url).pathname));
  if (!article) throw new Response("Not Found", { status: 404 });
  return { slug: article.slug };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const locale = localeFromPath(location.pathname);
  const article = data ? blogArticle(data.slug, locale) : undefined;
  if (!article) return [];
  const origin = (matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "";
  // The page's own address in its language is canonical; the alternates name both languages.
  return [...articleMeta(article, origin, locale), ...languageAlternates(article.path, origin)];
};

export default function ArticlePage() {
  const { slug } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const article = blogArticle(slug, locale)!;
  const root = useRouteLoaderData("root") as { origin: string } | undefined;
  const t = useMessages();
  const { blogHeadings } = useLocalized({ en: blogEn, es: blogEs });
  return (
    <>
      <PageHero title={article.title}>
        <p>{article.description}</p>
        <p className="mt-4 text-base">
          {blogHeadings.by} {article.author} · <time dateTime={article.date}>{formatDate(locale, article.date)}</time> ·{" "}
          {t.readingTime(article.readingMinutes)}
        </p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <RichText blocks={article.blocks} locale={locale} />
        <p className="mt-12">
          <a
            href={pathInLocale(locale, "/blog")}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-dark underline"
          >
            <span aria-hidden="true">←</span> {blogHeadings.backToBlog}
          </a>
        </p>
      </article>
      <JsonLd data={articleStructuredData(article, root?.origin ?? "", locale)} />
    </>
  );
}
