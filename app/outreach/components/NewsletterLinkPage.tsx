/** The page an emailed newsletter link opens (confirm, unsubscribe): a button that does it, or what came of it. */
import type { MetaFunction } from "@remix-run/node";
import { TextLink } from "~/components/LocaleLink";
import type { FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { LinkButtonPage } from "~/kits/links/LinkButtonPage";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import type { LinkAnswer } from "~/outreach/server/newsletterPages.server";
import { outreachWordsIn, useOutreachWords, type OutreachWords } from "~/outreach/words";

type LinkKind = "confirm" | "unsubscribe";

const linkWords = (newsletter: OutreachWords["newsletter"], kind: LinkKind) =>
  kind === "confirm"
    ? {
        heading: newsletter.confirmHeading,
        intro: newsletter.confirmIntro,
        button: newsletter.confirm,
        doneHeading: newsletter.confirmedHeading,
        done: newsletter.confirmed,
      }
    : {
        heading: newsletter.unsubscribeHeading,
        intro: newsletter.unsubscribeIntro,
        button: newsletter.unsubscribe,
        doneHeading: newsletter.unsubscribedHeading,
        done: newsletter.unsubscribed,
      };

/** The page's title in the address's language; never indexed. */
export const newsletterLinkMeta =
  (kind: LinkKind): MetaFunction =>
  ({ location }) => [
    {
      title: `${linkWords(outreachWordsIn(localeFromPath(location.pathname)).newsletter, kind).heading} | ${org.name}`,
    },
    { name: "robots", content: "noindex" },
  ];

export function NewsletterLinkPage(props: { kind: LinkKind; state: LinkAnswer; protection: FormProtectionProps }) {
  const { state, protection } = props;
  const newsletter = useOutreachWords().newsletter;
  const words = linkWords(newsletter, props.kind);
  const errors = useOutreachWords().errors;
  const sentence =
    state === "done"
      ? words.done
      : state === "used"
        ? newsletter.linkUsed
        : state === "unknown"
          ? newsletter.unknownLink
          : state === "stale"
            ? errors.stale
            : words.intro;
  return (
    <LinkButtonPage
      heading={state === "done" ? words.doneHeading : words.heading}
      sentence={sentence}
      asking={state === "ask" || state === "stale"}
      opened={state === "ask"}
      button={words.button}
      protection={protection}
      testId="newsletter-answer"
      after={
        <p className="mt-6">
          <TextLink to="/">{newsletter.back}</TextLink>
        </p>
      }
    />
  );
}
