import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/JsonLd";
import { PageHero } from "~/components/PageHero";
import { RichText } from "~/components/RichText";
import { blogHeadings } from "~/content/blog";
import { articleDateLabel, readingTimeLabel } from "~/content/blogArticle";
import { blogArticle } from "~/content/blogArticles";
import { articleMeta, articleStructuredData } from "~/content/blogStructuredData";

/** An article at /blog/<slug>; an unknown slug is the site's 404 page (the root's error boundary). */
export function loader({ params }: LoaderFunctionArgs) {
  const article = blogArticle(params.slug ?? "");
  if (!article) throw new Response("Not Found", { status: 404 });
  return { slug: article.slug };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const article = data ? blogArticle(data.slug) : undefined;
  if (!article) return [];
  const origin = (matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "";
  return articleMeta(article, origin);
};

export default function ArticlePage() {
  const { slug } = useLoaderData<typeof loader>();
  const article = blogArticle(slug)!;
  const root = useRouteLoaderData("root") as { origin: string } | undefined;
  return (
    <>
      <PageHero title={article.title}>
        <p>{article.description}</p>
        <p className="mt-4 text-base">
          {blogHeadings.by} {article.author} · <time dateTime={article.date}>{articleDateLabel(article.date)}</time> ·{" "}
          {readingTimeLabel(article.readingMinutes)}
        </p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <RichText blocks={article.blocks} />
        <p className="mt-12">
          <a href="/blog" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-dark underline">
            <span aria-hidden="true">←</span> {blogHeadings.backToBlog}
          </a>
        </p>
      </article>
      <JsonLd data={articleStructuredData(article, root?.origin ?? "")} />
    </>
  );
}
