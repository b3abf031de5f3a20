import { externalLinks, helpDeskWidget } from "~/config/external";
import { useMessages } from "~/i18n";

/**
 * The floating 'Help' button on every page. Without JavaScript it is a link to the help centre; enhance.js
 * makes a press load the help-desk widget script, so no page pays for the widget until someone asks for help.
 * On a personal page (`widget` false) it stays the link: the widget's script is not allowed there.
 */
export function HelpButton({ widget = true }: { widget?: boolean }) {
  const t = useMessages().help;
  // In its own landmark, so screen-reader users find it in the page's regions like everything else. The landmark
  // itself is the room the button needs at the end of the page (`help-dock`), so at the bottom of any page the
  // button floats over that band, not over the footer's last links.
  return (
    <aside aria-label={t.landmark} className="help-dock">
      <a
        href={externalLinks.helpCentre}
        target="_blank"
        rel="noopener"
        className="help-button"
        data-help-widget={widget ? helpDeskWidget.scriptUrl : undefined}
      >
        <span aria-hidden="true">?</span> {t.button}
        <span className="sr-only">{t.buttonHidden}</span>
      </a>
    </aside>
  );
}
