import type { ReactNode } from "react";
import type { Testimonial } from "~/content/schemas";
import { useMessages } from "~/i18n";

/**
 * One testimonial, always anonymous. A placeholder record says so plainly and shows no date,
 * so nothing reads as a real person's words until the organisation supplies them.
 */
export function QuoteBlock({ testimonial, children }: { testimonial: Testimonial; children?: ReactNode }) {
  const t = useMessages().testimonials;
  return (
    <figure className="mx-auto max-w-3xl rounded-lg bg-white p-6 text-slate-900 shadow md:p-10">
      {testimonial.placeholder ? (
        <p className="mb-4 inline-block rounded bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
          {t.toBeSupplied}
        </p>
      ) : null}
      <blockquote
        className={`text-xl md:text-2xl ${testimonial.placeholder ? "italic text-slate-700" : "font-semibold"}`}
      >
        <p>{testimonial.placeholder ? testimonial.quote : `“${testimonial.quote}”`}</p>
      </blockquote>
      {testimonial.placeholder ? null : (
        <figcaption className="mt-4 text-slate-700">
          {t.anonymous}, <time>{testimonial.date}</time>
        </figcaption>
      )}
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </figure>
  );
}
