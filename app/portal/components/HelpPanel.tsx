import { useHelpWords } from "~/applications/helpWords";
import { TextLinkLines } from "~/components/LocaleLink";
import { Panel } from "./Fields";

/** On a delivered applicant's tracker (issue 50 §2): where to ask for help, and the page for new owners. */
export function HelpPanel() {
  const words = useHelpWords().help;
  return (
    <Panel title={words.trackerHeading}>
      <p>{words.trackerText}</p>
      <TextLinkLines
        links={[
          { to: "/portal/help", text: words.trackerLink },
          { to: "/welcome", text: words.welcomeLink },
        ]}
        first="mt-3"
        between="mt-3"
      />
    </Panel>
  );
}
