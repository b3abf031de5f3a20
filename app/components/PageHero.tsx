import type { ReactNode } from "react";

type Props = { title: ReactNode; children?: ReactNode };

/** A plain dark page band under the fixed bar: the page's one <h1> and its lead text. */
export function PageHero({ title, children }: Props) {
  return (
    <section className="bg-gradient-to-br from-brand-dark to-slate-900 px-4 pb-12 pt-28 text-white">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold leading-tight md:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-slate-100">{children}</div> : null}
      </div>
    </section>
  );
}
