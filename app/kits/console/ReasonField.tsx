import type { ReactNode } from "react";
import { Button } from "~/components/Button";

/**
 * A reason staff write in their own words (a denial's, a partner's decline): its label, a hint that says the
 * limit, a three-line box held to `maxLength`, described by the hint, and the button that sends the decision
 * with it (`decision`: its words and its place).
 */
export function ReasonField(props: {
  name: string;
  label: string;
  labelClassName: string;
  hint: ReactNode;
  maxLength: number;
  decision: { label: string; className: string };
}) {
  return (
    <>
      <label htmlFor={props.name} className={props.labelClassName}>
        {props.label}
      </label>
      <p id={`${props.name}-hint`} className="text-sm text-slate-700">
        {props.hint}
      </p>
      <textarea
        id={props.name}
        name={props.name}
        rows={3}
        maxLength={props.maxLength}
        aria-describedby={`${props.name}-hint`}
        className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2"
      />
      <Button size="medium" className={props.decision.className}>
        {props.decision.label}
      </Button>
    </>
  );
}
