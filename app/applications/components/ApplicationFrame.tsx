import type { ReactNode } from "react";
import { useApplicationWords } from "~/applications/words";
import { StepFrame } from "~/kits/wizard/StepFrame";

/** A page of the application: its title, which step of how many, and the step's own heading. */
export function ApplicationFrame({
  step,
  heading,
  title,
  children,
}: {
  /** 1 for the screener; null for a page that is not a step (sent, saved, refused). */
  step: number | null;
  heading: string;
  /** The frame's title when the page is not the applicant's (the recommender's); 'Apply for a computer' otherwise. */
  title?: string;
  children: ReactNode;
}) {
  const words = useApplicationWords();
  return (
    <StepFrame
      title={title ?? words.pages.title}
      stepLine={step ? words.pages.stepOf(step, 5) : null}
      heading={heading}
    >
      {children}
    </StepFrame>
  );
}

/** A page that is one sentence (sent, used, expired), and what to do next. */
export function NoticePage({
  heading,
  text,
  title,
  role = "status",
  children,
}: {
  heading: string;
  text: string;
  title?: string;
  role?: "status" | "alert";
  children?: ReactNode;
}) {
  return (
    <ApplicationFrame step={null} heading={heading} title={title}>
      <p className="mt-4 break-words text-lg" role={role}>
        {text}
      </p>
      {children}
    </ApplicationFrame>
  );
}
