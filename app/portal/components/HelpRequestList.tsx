import { useHelpWords } from "~/applications/helpWords";
import { TitledSection } from "~/components/TitledSection";

type Request = {
  id: string;
  asked: string;
  problem: string;
  model: string | null;
  itemId: string | null;
  state: "open" | "answered" | "closed";
  answer: string | null;
  outcome: "fixed-remotely" | "replaced" | "returned" | null;
};

/** A delivered applicant's requests for help, the newest first: what they asked, its state, staff's answer. */
export function HelpRequestList({ requests }: { requests: readonly Request[] }) {
  const words = useHelpWords().help;
  if (requests.length === 0) return null;
  return (
    <TitledSection id="help-requests" heading={words.yours} className="mt-10">
      <ul className="mt-4 space-y-4">
        {requests.map((request) => (
          <li key={request.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-700">
              {words.asked(request.asked)}
              {request.model || request.itemId
                ? ` · ${[request.model, request.itemId].filter(Boolean).join(", ")}`
                : ""}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{request.problem}</p>
            <p className="mt-2 font-semibold">
              {words.states[request.state]}
              {request.outcome ? `: ${words.outcomes[request.outcome]}` : ""}
            </p>
            {request.answer ? (
              <p className="mt-1 whitespace-pre-line break-words">
                <strong>{words.ourAnswer}</strong> {request.answer}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
