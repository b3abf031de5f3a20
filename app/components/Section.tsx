import type { ReactNode } from "react";

type Props = {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: "plain" | "tinted" | "dark";
  children: ReactNode;
};

const tones = { plain: "bg-white", tinted: "bg-brand-light", dark: "bg-slate-900 text-white" } as const;

/** A page section with its <h2>; `id` makes it the target of a hero's scroll button. */
export function Section({ id, title, intro, tone = "plain", children }: Props) {
  return (
    <section id={id} className={`${tones[tone]} px-4 py-14 md:py-20`}>
      <div className="mx-auto max-w-6xl">
        <h2 className="text-2xl font-bold md:text-4xl">{title}</h2>
        {intro ? <div className="mt-4 max-w-3xl text-lg">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
