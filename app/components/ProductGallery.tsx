import type { ShieldProductImage } from "~/content/shieldProducts";
import { useMessages } from "~/i18n";

type Props = { images: ShieldProductImage[]; /** 1-based, from the page's `?image=N`. */ selected: number };

/**
 * Main picture plus thumbnails. Each thumbnail is a link to `?image=N`, so the swap works without JavaScript;
 * `enhance.js` swaps in place when scripts run.
 *
 * The main picture is the first screen's largest: marked `loading="eager"` it is carried in the page itself
 * (`firstScreenPictures.server.ts`: each picture is an SVG under 1 KiB, drawn sharp at a phone's width and any other,
 * so there is no smaller file to offer and no request to wait for), and `fetchpriority="high"` for a browser that
 * fetches it all the same (a picture swapped in by `?image=N` is inlined too). The thumbnails are `lazy`: fetched once
 * the page is laid out, never ahead of its first paint (issue 45 §5).
 */
export function ProductGallery({ images, selected }: Props) {
  const main = images[selected - 1] ?? images[0]!;
  const t = useMessages().gallery;
  return (
    <div id="gallery" className="product-gallery scroll-mt-24" data-gallery="">
      <img
        src={main.src}
        alt={main.alt}
        width={main.width}
        height={main.height}
        loading="eager"
        fetchpriority="high"
        data-gallery-main=""
        className="aspect-square h-auto w-full rounded-lg border border-slate-200 bg-brand-light"
      />
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.pictures}>
        {images.map((image, index) => {
          const number = index + 1;
          const current = number === selected;
          return (
            <li key={image.src}>
              <a
                href={`?image=${number}#gallery`}
                aria-current={current ? "true" : undefined}
                aria-label={t.show(number, images.length, image.alt)}
                data-gallery-thumb=""
                data-src={image.src}
                data-alt={image.alt}
                className="block rounded-md border-2 border-slate-300 p-0.5 hover:border-brand aria-[current=true]:border-brand-dark aria-[current=true]:ring-2 aria-[current=true]:ring-brand-dark"
              >
                <img
                  src={image.src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-16 rounded"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
