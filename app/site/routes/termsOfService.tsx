import { useLoaderData } from "@remix-run/react";
import { LegalDocumentPage } from "~/components/LegalDocumentPage";
import * as es from "~/content/es/termsOfService";
import * as en from "~/content/termsOfService";
import { useLocalized } from "~/i18n";
import { legalDocumentLoader } from "~/site/server/legalFacts.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/terms-of-service");
export const loader = legalDocumentLoader;

export default function TermsOfServicePage() {
  const { facts } = useLoaderData<typeof loader>();
  const { termsOfService } = useLocalized({ en, es });
  return <LegalDocumentPage document={termsOfService(facts)} />;
}
