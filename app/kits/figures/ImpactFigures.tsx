/**
 * The impact figures counted from the records (decision 118): each with its total (counting up when scrolled into
 * view, enhance.js; the final figure is in the HTML), a baseline shown as one (the year it runs from, what came
 * before the site's records and what was recorded here), the day it is as of and how it is counted.
 */
import { formatMoment, formatNumber, useLocale } from "~/i18n";
import { intlLocales } from "~/i18n/locale";
import type { Figure } from "./figures.server";
import { useFigureWords } from "./words";

export function ImpactFigures(props: { figures: Figure[]; timeZone: string; tone?: "light" | "dark" }) {
  const { figures, timeZone, tone = "light" } = props;
  const locale = useLocale();
  const words = useFigureWords();
  const number = (value: number) => formatNumber(locale, Math.round(value));
  // Only while the records cannot be read (figuresPage.server.ts): the rest of the page still answers.
  if (figures.length === 0) return <p>{words.notes.unavailable}</p>;
  return (
    <dl className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 md:grid-cols-3" data-figures="">
      {figures.map((figure) => (
        <div
          key={figure.id}
          data-figure={figure.id}
          className={`flex flex-col rounded-lg p-5 ${tone === "dark" ? "bg-white/10" : "bg-white text-slate-900 shadow"}`}
        >
          <dt className="text-sm font-semibold uppercase tracking-wide">{words.figures[figure.id].label}</dt>
          <dd className="order-first text-3xl font-extrabold md:text-4xl">
            <span
              className="stat-counter tabular-nums"
              data-count-to={Math.round(figure.total)}
              data-prefix=""
              data-suffix=""
              data-intl-locale={intlLocales[locale]}
            >
              {number(figure.total)}
            </span>
          </dd>
          {figure.baseline ? (
            <dd className="mt-2 text-sm" data-baseline="">
              {words.notes.since(figure.baseline.sinceYear, number(figure.baseline.value), number(figure.recorded))}
            </dd>
          ) : null}
          <dd className="mt-2 text-sm" data-as-of="">
            {words.notes.asOf(formatMoment(locale, figure.asOf, timeZone))}
          </dd>
          <dd className="mt-2 text-sm">
            <span className="font-semibold">{words.notes.heading}:</span> {words.figures[figure.id].howWeCount}
          </dd>
        </div>
      ))}
    </dl>
  );
}
