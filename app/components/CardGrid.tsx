import type { CardContent } from "~/content/schemas";
import { ContentLinkButton } from "./ContentLinkButton";

type Props = {
  cards: CardContent[];
  columns?: 2 | 3 | 4 | 5;
  /** The grid starts in a phone's first screen: its first picture loads at once, as it is the largest paint. */
  firstScreen?: boolean;
};

/** Story and how-it-works cards: picture, two-part title, description. */
export function CardGrid({ cards, columns = 3, firstScreen = false }: Props) {
  const grid = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-3",
    4: "md:grid-cols-2 lg:grid-cols-4",
    5: "md:grid-cols-3 lg:grid-cols-5",
  }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card, index) => (
        <li
          key={card.titlePart1 + card.titlePart2}
          className="flex flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow"
        >
          <img
            src={card.image}
            alt={card.alt}
            width={400}
            height={250}
            loading={firstScreen && index === 0 ? "eager" : "lazy"}
            className="aspect-[8/5] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <h3 className="text-xl font-bold">
              {card.titlePart1} {card.titlePart2 ? <span className="text-brand">{card.titlePart2}</span> : null}
            </h3>
            <p className="mt-2 text-slate-700">{card.description}</p>
            {card.link ? (
              <p className="mt-auto pt-4">
                <ContentLinkButton link={card.link} variant="secondary" />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
