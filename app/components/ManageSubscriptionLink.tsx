import { manageSubscriptionLink } from "~/content/shieldOptions";

/** 'Already a subscriber? Manage your subscription', to the billing provider's customer portal. */
export function ManageSubscriptionLink({ className = "" }: { className?: string }) {
  return (
    <p className={className}>
      {manageSubscriptionLink.lead}{" "}
      <a href={manageSubscriptionLink.href} target="_blank" rel="noopener" className="font-semibold underline underline-offset-4">
        {manageSubscriptionLink.text}
        <span className="sr-only"> {manageSubscriptionLink.newTab}</span>
      </a>
    </p>
  );
}
