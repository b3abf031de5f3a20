import { useHelpWords } from "~/applications/helpWords";
import { TextLink } from "~/components/LocaleLink";
import { Panel } from "./Fields";

/** On a delivered applicant's tracker (issue 50 §2): where to ask for help, and the page for new owners. */
export function HelpPanel() {
  const words = useHelpWords().help;
  return (
    <Panel title={words.trackerHeading}>
      <p>{words.trackerText}</p>
      <p className="mt-3">
        <TextLink to="/portal/help">{words.trackerLink}</TextLink>
      </p>
      <p className="mt-3">
        <TextLink to="/welcome">{words.welcomeLink}</TextLink>
      </p>
    </Panel>
  );
}
