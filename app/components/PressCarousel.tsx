import type { PressItem } from "~/content/schemas";
import { useLocalePath, useMessages } from "~/i18n";
import { CardPicture } from "./CardPicture";

/**
 * Press items side by side: 3 per view, 1 at 640 px or less. Without JavaScript it is a horizontal list that
 * snaps item by item (swipe, scroll or Tab through the links); enhance.js reveals previous/next buttons that
 * page through it and wrap around at either end.
 */
export function PressCarousel({ items, label }: { items: PressItem[]; label: string }) {
  const t = useMessages();
  const localePath = useLocalePath();
  return (
    <div
      className="press-carousel"
      data-press-carousel
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* The list scrolls sideways: keyboard users reach it to scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className="press-carousel-list" tabIndex={0} aria-label={t.carousel.items(label, items.length)}>
        {items.map((item, index) => {
          const external = item.link.startsWith("https://");
          return (
            <li key={`${item.title}-${index}`} className="press-carousel-item">
              <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow">
                <CardPicture src={item.image} />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-1 text-sm font-semibold text-brand-dark">{item.date}</p>
                  <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
                  <a
                    href={localePath(item.link)}
                    className="mt-4 font-semibold text-brand-dark underline"
                    {...(external ? { target: "_blank", rel: "noopener" } : {})}
                  >
                    {t.carousel.readMore}
                    <span className="sr-only">: {item.title}</span>
                    {external ? <span className="sr-only"> {t.newTab}</span> : null}
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {/* Buttons need the script, so they stay hidden until enhance.js shows them. */}
      <div className="carousel-controls mt-4 flex justify-end gap-3" hidden>
        <button type="button" data-carousel-prev className="carousel-button" aria-label={t.carousel.previous(label)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" data-carousel-next className="carousel-button" aria-label={t.carousel.next(label)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
