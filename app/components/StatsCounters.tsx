import type { ImpactStat } from "~/content/schemas";
import { formatNumber, useLocale, type Locale } from "~/i18n";
import { intlLocales } from "~/i18n/locale";

export function formatStat(stat: ImpactStat, locale: Locale = "en"): string {
  return `${stat.unit ?? ""}${formatNumber(locale, stat.value)}${stat.suffix ?? ""}`;
}

/**
 * Figures that count up over 5 s when scrolled into view (enhance.js). The final figure is in the HTML,
 * so it is right without JavaScript, for screen readers and with reduced motion.
 */
export function StatsCounters({ stats, tone = "light" }: { stats: ImpactStat[]; tone?: "light" | "dark" }) {
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className={`rounded-lg p-5 ${tone === "dark" ? "bg-white/10" : "bg-white shadow"}`}>
          <dt className="text-sm font-semibold uppercase tracking-wide">{stat.label}</dt>
          <dd className="mt-2 text-3xl font-extrabold md:text-4xl">
            <span
              className="stat-counter tabular-nums"
              data-count-to={stat.value}
              data-prefix={stat.unit ?? ""}
              data-suffix={stat.suffix ?? ""}
              data-intl-locale={intlLocales[locale]}
            >
              {formatStat(stat, locale)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
