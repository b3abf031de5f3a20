import type { ReactNode } from "react";

/**
 * A sentence a page answers a form with: a success in green, a problem in red (announced as an alert). The staff
 * console, the partner portal and a Shield subscriber's pages say theirs alike.
 */
export function Notice({ tone, children }: { tone: "ok" | "problem"; children: ReactNode }) {
  return tone === "ok" ? (
    <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-4 font-medium text-green-900">
      {children}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-800">
      {children}
    </p>
  );
}
