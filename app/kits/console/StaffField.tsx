import type { ReactNode } from "react";

/** A staff form's control under its label (a day, a window, an address), the label naming the control by its id. */
export function StaffField(props: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="block font-semibold">
        {props.label}
      </label>
      {props.children}
    </div>
  );
}
