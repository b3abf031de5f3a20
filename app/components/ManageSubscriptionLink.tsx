import * as es from "~/content/es/shieldOptions";
import * as en from "~/content/shieldOptions";
import { useLocalized } from "~/i18n";

/** 'Already a subscriber? Manage your subscription', to the billing provider's customer portal. */
export function ManageSubscriptionLink({ className = "" }: { className?: string }) {
  const { manageSubscriptionLink } = useLocalized({ en, es });
  return (
    <p className={className}>
      {manageSubscriptionLink.lead}{" "}
      <a
        href={manageSubscriptionLink.href}
        target="_blank"
        rel="noopener"
        className="font-semibold underline underline-offset-4"
      >
        {manageSubscriptionLink.text}
        <span className="sr-only"> {manageSubscriptionLink.newTab}</span>
      </a>
    </p>
  );
}
