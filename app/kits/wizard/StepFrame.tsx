import type { ReactNode } from "react";

/**
 * A page of one of the site's own forms in steps (applying for a computer, giving devices): the form's title,
 * which step of how many (none for a page that is not a step), and the page's heading. Printed, it loses its card
 * (a drop-off pass is printed).
 */
export function StepFrame({
  title,
  stepLine,
  heading,
  children,
}: {
  title: string;
  stepLine: string | null;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-24 print:p-0">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow md:p-8 print:shadow-none">
        <p className="font-semibold text-brand-dark">{title}</p>
        {stepLine ? <p className="text-sm text-slate-700">{stepLine}</p> : null}
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}
