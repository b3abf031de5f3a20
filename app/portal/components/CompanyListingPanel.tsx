import { TextLink } from "~/components/LocaleLink";
import { useLeaderboardWords } from "~/donations/leaderboardWords";
import { Panel } from "./Fields";

/** On a donor's tracker: where they choose whether their company is on the leaderboard (decision 126). */
export function CompanyListingPanel() {
  const words = useLeaderboardWords().portal;
  return (
    <Panel title={words.heading}>
      <p>
        {words.panelText} <TextLink to="/portal/leaderboard">{words.panelLink}</TextLink>
      </p>
    </Panel>
  );
}
