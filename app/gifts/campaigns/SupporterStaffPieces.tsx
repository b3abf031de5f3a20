import { Button } from "~/components/Button";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import type { SupporterState } from "./supporterStore.server";

type StaffSupporter = {
  id: string;
  name: string;
  email: string;
  why: string;
  state: SupporterState;
  listed: boolean;
  path: string;
  raised: string;
  donors: number;
};

const stateWords: Record<SupporterState, string> = {
  unconfirmed: "Email not confirmed",
  waiting: "Waiting for approval",
  approved: "Public",
  paused: "Paused",
};

/** The move a page's state allows, as its button. */
const moveOf: Partial<Record<SupporterState, { action: string; label: string }>> = {
  waiting: { action: "approve", label: "Approve" },
  approved: { action: "pause", label: "Pause" },
  paused: { action: "resume", label: "Resume" },
};

/** A campaign's supporters' pages, one row each: who, why, the state and its move, raised of the goal, donors. */
export function SupportersTable({ supporters }: { supporters: StaffSupporter[] }) {
  if (supporters.length === 0) return <p className="mt-3">No supporter has confirmed a page yet.</p>;
  return (
    <StaffTable
      label="Supporters' pages"
      caption="Supporters' pages"
      className="mt-4"
      columns={["Supporter", "Why it matters to them", "State", "Raised", numericColumn("Donors"), "Move"]}
      rowHeader
      rows={rowsById(supporters, (supporter) => {
        const move = moveOf[supporter.state];
        return [
          <span key="who">
            {supporter.state === "approved" ? (
              <a href={supporter.path} className="font-semibold text-brand-dark underline">
                {supporter.name}
              </a>
            ) : (
              <span className="font-semibold">{supporter.name}</span>
            )}
            <span className="block text-sm">{supporter.email}</span>
          </span>,
          <span key="why" className="whitespace-pre-line">
            {supporter.why}
          </span>,
          `${stateWords[supporter.state]}${supporter.listed ? ", listed" : ", not listed"}`,
          supporter.raised,
          String(supporter.donors),
          move ? (
            <StaffActionForm key="move" action={move.action} seen={supporter.state}>
              <input type="hidden" name="supporter" value={supporter.id} />
              <Button kind="secondary" size="small">
                {move.label} <span className="sr-only">{supporter.name}</span>
              </Button>
            </StaffActionForm>
          ) : (
            ""
          ),
        ];
      })}
    />
  );
}
