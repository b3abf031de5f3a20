import type { Testimonial } from "~/content/schemas";
import { useMessages } from "~/i18n";

export const testimonialAutoplayMs = 5000;

/**
 * One testimonial at a time. Without JavaScript: a horizontal list that snaps slide by slide, with dots that
 * are links to each slide. With enhance.js: it advances every 5 s with a 500 ms slide, has arrows and dots,
 * stops on hover and keyboard focus, has a visible Pause/Play button (WCAG 2.2.2) and does not start by itself
 * when the visitor asks for reduced motion.
 */
export function TestimonialCarousel({ testimonials, label }: { testimonials: Testimonial[]; label: string }) {
  const count = testimonials.length;
  const t = useMessages().testimonials;
  return (
    <div
      className="testimonial-carousel"
      data-testimonial-carousel
      data-autoplay-ms={testimonialAutoplayMs}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="tc-controls mb-4 flex justify-end" hidden>
        <button
          type="button"
          data-tc-pause
          className="button-secondary text-brand-dark"
          data-pause-text={t.pause}
          data-play-text={t.play}
          data-pause-label={t.pauseLabel}
          data-play-label={t.playLabel}
        >
          {t.pause}
        </button>
      </div>
      {/* The slides scroll sideways: keyboard users reach them to scroll them (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="tc-viewport" tabIndex={0}>
        <div className="tc-track" aria-live="polite">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.date + index}
              id={`testimonial-${index + 1}`}
              className="tc-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide(index + 1, count)}
            >
              <figure className="mx-auto max-w-3xl rounded-lg bg-white p-8 text-center text-slate-900 shadow">
                <blockquote className="text-xl italic md:text-2xl">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 font-semibold text-slate-700">
                  {t.anonymous}, <span className="tabular-nums">{testimonial.date}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" data-tc-prev className="carousel-button" aria-label={t.previous} hidden>
          <span aria-hidden="true">‹</span>
        </button>
        <ol className="flex flex-wrap justify-center gap-1" aria-label={t.choose}>
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.date + index}>
              <a
                href={`#testimonial-${index + 1}`}
                data-tc-dot={index}
                className="tc-dot"
                aria-label={t.dot(index + 1)}
              >
                <span aria-hidden="true" />
              </a>
            </li>
          ))}
        </ol>
        <button type="button" data-tc-next className="carousel-button" aria-label={t.next} hidden>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
