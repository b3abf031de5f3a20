import { useLoaderData } from "@remix-run/react";
import { LegalDocumentPage } from "~/components/LegalDocumentPage";
import { termsOfService } from "~/content/termsOfService";
import { legalFacts } from "~/server/site/legalFacts.server";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/terms-of-service");

export function loader() {
  return { facts: legalFacts() };
}

export default function TermsOfServicePage() {
  const { facts } = useLoaderData<typeof loader>();
  return <LegalDocumentPage document={termsOfService(facts)} />;
}
