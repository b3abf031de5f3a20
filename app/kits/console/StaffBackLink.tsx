/** The line above a staff record's heading that leads back to its list ("All donations"), the same on every record. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function StaffBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="font-semibold text-brand-dark underline">
        {children}
      </Link>
    </p>
  );
}
