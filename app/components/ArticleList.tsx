import type { BlogArticle } from "~/content/blogArticle";
import { formatDate, pathInLocale, useLocale, useMessages } from "~/i18n";
import { CardPicture } from "./CardPicture";

/** The blog's articles as cards: picture, title (the link), date, reading time and summary. */
export function ArticleList({ articles }: { articles: BlogArticle[] }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="article-list">
      {articles.map((article) => (
        <li
          key={article.slug}
          className="relative flex flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow focus-within:ring-4 focus-within:ring-brand-dark"
        >
          <CardPicture src={article.image} />
          <div className="flex flex-1 flex-col p-5">
            <h3 className="text-xl font-bold">
              <a
                href={pathInLocale(locale, article.path)}
                className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline focus:outline-none"
              >
                {article.title}
              </a>
            </h3>
            <p className="mt-1 text-sm text-slate-700">
              <time dateTime={article.date}>{formatDate(locale, article.date)}</time> ·{" "}
              {t.readingTime(article.readingMinutes)}
            </p>
            <p className="mt-3 flex-1 text-slate-800">{article.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
