import type { ReactNode } from "react";
import { useDonationWords } from "~/donations/donationWords";

/** A page of giving devices: its title, which step of how many, and the step's own heading. */
export function DonationFrame({
  step,
  heading,
  children,
}: {
  /** 1 for the devices; null for a page that is not a step (sent, pass). */
  step: number | null;
  heading: string;
  children: ReactNode;
}) {
  const words = useDonationWords();
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-24 print:p-0">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow md:p-8 print:shadow-none">
        <p className="font-semibold text-brand-dark">{words.pages.title}</p>
        {step ? <p className="text-sm text-slate-700">{words.pages.stepOf(step, 4)}</p> : null}
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** The sentence for the whole page (a stale form, a limit), read out first. */
export function PageProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="mt-4 font-medium text-red-700">
      {problem}
    </p>
  ) : null;
}

export const buttonClass = "mt-6 w-full rounded-lg bg-brand-dark px-4 py-3 font-semibold text-white";
export const linkClass = "font-semibold text-brand-dark underline";
