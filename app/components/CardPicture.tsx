/**
 * The picture at the top of a card (articles, notes, reports, press): decorative (the card's title says what it
 * is), its box reserved before it loads so nothing below it moves, and loaded only as it scrolls near.
 */
export function CardPicture({ src }: { src: string }) {
  return <img src={src} alt="" width={400} height={250} loading="lazy" className="aspect-[8/5] w-full object-cover" />;
}
