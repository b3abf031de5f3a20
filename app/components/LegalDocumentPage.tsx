import { useLoaderData } from "@remix-run/react";
import { useLocale } from "~/i18n";
import type { LegalDocument, PrivacyFacts } from "~/content/privacyPolicy";
import { PageHero } from "./PageHero";
import { RichText } from "./RichText";

/**
 * A legal page: its title and effective date, then the document, written around the figures its route's loader
 * (`legalDocumentLoader`) reads from the modules that enforce them.
 */
export function LegalDocumentPage({ documentFor }: { documentFor: (facts: PrivacyFacts) => LegalDocument }) {
  const locale = useLocale();
  const document = documentFor(useLoaderData<{ facts: PrivacyFacts }>().facts);
  return (
    <>
      <PageHero title={document.title}>
        <p>
          <time dateTime={document.effectiveDate}>{document.updatedLabel}</time>
        </p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <RichText blocks={document.blocks} locale={locale} />
      </article>
    </>
  );
}
