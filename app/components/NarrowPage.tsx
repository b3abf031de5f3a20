import type { ReactNode } from "react";

/**
 * A page of one narrow column under the fixed bar, on the light background: a link's answer, a certificate's
 * download, a number's verification. The page's own <h1> comes first among its children.
 */
export function NarrowPage({ children }: { children: ReactNode }) {
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">{children}</div>
    </section>
  );
}
