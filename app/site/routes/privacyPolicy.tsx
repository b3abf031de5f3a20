import { useLoaderData } from "@remix-run/react";
import { LegalDocumentPage } from "~/components/LegalDocumentPage";
import * as es from "~/content/es/privacyPolicy";
import * as en from "~/content/privacyPolicy";
import { useLocalized } from "~/i18n";
import { legalDocumentLoader } from "~/site/server/legalFacts.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/privacypolicy");
export const loader = legalDocumentLoader;

export default function PrivacyPolicyPage() {
  const { facts } = useLoaderData<typeof loader>();
  const { privacyPolicy } = useLocalized({ en, es });
  return <LegalDocumentPage document={privacyPolicy(facts)} />;
}
