import type { ReactNode } from "react";

/**
 * A reason staff write in their own words (a denial's, a partner's decline): its label, a hint that says the
 * limit, and a three-line box held to `maxLength`, described by the hint.
 */
export function ReasonField(props: {
  name: string;
  label: string;
  labelClassName: string;
  hint: ReactNode;
  maxLength: number;
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
    </>
  );
}
