import { Link } from "~/components/LocaleLink";
import type { TileContent } from "~/content/schemas";

/** Link tiles ('Fund Digital Access', 'Donate Computers'…): the whole tile is one link. */
export function TileGrid({ tiles }: { tiles: TileContent[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {tiles.map((tile) => {
        const body = (
          <>
            <img
              src={tile.image}
              alt={tile.alt}
              width={400}
              height={260}
              loading="lazy"
              className="aspect-[20/13] w-full object-cover"
            />
            <span className="block p-4 text-lg font-bold">{tile.title}</span>
          </>
        );
        const className = "block overflow-hidden rounded-lg bg-white text-slate-900 shadow transition hover:shadow-lg";
        return (
          <li key={tile.title}>
            {tile.link.startsWith("https://") ? (
              <a href={tile.link} className={className} target="_blank" rel="noopener">
                {body}
              </a>
            ) : (
              <Link to={tile.link} className={className}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
