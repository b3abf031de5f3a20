import { useLocale } from "~/i18n";
import type { LegalDocument } from "~/content/privacyPolicy";
import { PageHero } from "./PageHero";
import { RichText } from "./RichText";

/** A legal page: its title and effective date, then the document. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const locale = useLocale();
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
