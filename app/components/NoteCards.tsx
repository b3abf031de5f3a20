import { Link } from "~/components/LocaleLink";
import type { ReportCard } from "~/content/schemas";
import { CardPicture } from "./CardPicture";

type Props = {
  cards: ReportCard[];
  /** Shown instead of a link on a card that has none yet (e.g. an article still to be written). */
  withoutLink?: string;
  columns?: 2 | 4;
};

/** Picture-title-text cards (volunteer opportunities, articles); a card links only when it has a link. */
export function NoteCards({ cards, withoutLink, columns = 4 }: Props) {
  const grid = columns === 2 ? "md:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card, index) => (
        <li
          key={`${card.title}-${index}`}
          className="flex flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow"
        >
          <CardPicture src={card.image} />
          <div className="flex flex-1 flex-col p-5">
            <h3 className="text-lg font-bold">{card.title}</h3>
            {card.description ? <p className="mt-2 flex-1 text-slate-700">{card.description}</p> : null}
            {card.link ? (
              card.link.startsWith("https://") ? (
                <a href={card.link} target="_blank" rel="noopener" className="mt-4 font-semibold text-brand underline">
                  Read more<span className="sr-only"> about {card.title} (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={card.link} className="mt-4 font-semibold text-brand underline">
                  Read more<span className="sr-only"> about {card.title}</span>
                </Link>
              )
            ) : withoutLink ? (
              <p className="mt-4 self-start rounded bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
                {withoutLink}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
