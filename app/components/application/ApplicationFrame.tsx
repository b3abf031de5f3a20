import type { ReactNode } from "react";
import { useApplicationWords } from "~/applications/applicationWords";

/** A page of the application: its title, which step of how many, and the step's own heading. */
export function ApplicationFrame({
  step,
  heading,
  children,
}: {
  /** 1 for the screener; null for a page that is not a step (sent, saved, refused). */
  step: number | null;
  heading: string;
  children: ReactNode;
}) {
  const words = useApplicationWords();
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-24">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow md:p-8">
        <p className="font-semibold text-brand-dark">{words.pages.title}</p>
        {step ? <p className="text-sm text-slate-700">{words.pages.stepOf(step, 5)}</p> : null}
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** A page that is one sentence (sent, used, expired), and what to do next. */
export function NoticePage({
  heading,
  text,
  role = "status",
  children,
}: {
  heading: string;
  text: string;
  role?: "status" | "alert";
  children?: ReactNode;
}) {
  return (
    <ApplicationFrame step={null} heading={heading}>
      <p className="mt-4 break-words text-lg" role={role}>
        {text}
      </p>
      {children}
    </ApplicationFrame>
  );
}
