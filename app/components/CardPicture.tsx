/**
 * The picture at the top of a card (articles, notes, reports, press): decorative (the card's title says what it
 * is), its box reserved before it loads so nothing below it moves, and loaded only as it scrolls near; `rounded`
 * for a card with a margin around its picture (the press releases).
 */
export function CardPicture({ src, rounded = false }: { src: string; rounded?: boolean }) {
  const className = `aspect-[8/5] w-full object-cover${rounded ? " rounded" : ""}`;
  return <img src={src} alt="" width={400} height={250} loading="lazy" className={className} />;
}
