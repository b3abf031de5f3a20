/** What the completion email's link opens: the student's certificate, its download and where its number is checked. */
import type { CertificatePage as CertificatePageView } from "~/classes/server/certificatePages.server";
import { useClassWords } from "~/classes/words";
import { ButtonAnchor } from "~/components/Button";
import { NarrowPage } from "~/components/NarrowPage";

export function CertificatePage({ page }: { page: CertificatePageView }) {
  const words = useClassWords().certificatePage;
  return (
    <NarrowPage>
      <h1 className="text-3xl font-bold">{words.title}</h1>
      {page.state === "ready" ? (
        <>
          <p className="mt-4 text-lg" data-testid="certificate-answer">
            {words.intro(page.name, page.course)}
          </p>
          <p className="mt-4">
            <ButtonAnchor href={page.pdfPath} type="application/pdf">
              {words.download}
            </ButtonAnchor>
          </p>
          <p className="mt-6 break-words">
            {words.verify}{" "}
            <a href={page.verifyUrl} className="font-semibold text-brand-dark underline">
              {page.verifyUrl}
            </a>
          </p>
        </>
      ) : (
        <p className="mt-4 text-lg" data-testid="certificate-answer">
          {words.gone}
        </p>
      )}
    </NarrowPage>
  );
}
