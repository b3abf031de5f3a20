import * as es from "~/content/es/shieldOptions";
import * as en from "~/content/shieldOptions";
import { Link } from "~/components/LocaleLink";
import { useLocalized } from "~/i18n";

/** 'Already a subscriber? Manage your subscription', to the subscriber's account pages in the page's language. */
export function ManageSubscriptionLink({ className = "" }: { className?: string }) {
  const { manageSubscriptionLink } = useLocalized({ en, es });
  return (
    <p className={className}>
      {manageSubscriptionLink.lead}{" "}
      <Link to={manageSubscriptionLink.href} className="font-semibold underline underline-offset-4">
        {manageSubscriptionLink.text}
      </Link>
    </p>
  );
}
