import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { Facts } from "~/kits/console/Facts";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { boardApplicationLoader } from "~/outreach/staff/staffReviewPages.server";
import { boardWords, languageNames } from "~/outreach/staff/words";
import { displayPhone } from "~/sms/phoneNumber";

export const meta = staffMeta("Board application");

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  boardApplicationLoader(request, params.applicationId);

export default function StaffBoardApplication() {
  const { application } = useLoaderData<typeof loader>();
  const time = useStaffTime();
  return (
    <>
      <StaffBackLink to={staffPages.board.path}>{boardWords.back}</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold">{application.name}</h1>
      <Facts
        className="mt-6"
        facts={[
          [boardWords.facts.email, application.email],
          [boardWords.facts.phone, application.phone ? displayPhone(application.phone) : null],
          [boardWords.facts.received, time(application.receivedAt)],
          [boardWords.facts.language, languageNames[application.locale]],
          [
            boardWords.facts.cv,
            // A download, not a page of the console: a plain link, never Remix's client navigation.
            <a key="cv" href={`${staffPages.board.path}/${application.id}/cv`} className="text-brand-dark underline">
              {boardWords.download} ({Math.ceil(application.cvSize / 1024)} KB)
            </a>,
          ],
        ]}
      />
      <h2 className="mt-8 text-xl font-bold">{boardWords.why}</h2>
      <p className="mt-2 whitespace-pre-line">{application.why}</p>
      <h2 className="mt-8 text-xl font-bold">{boardWords.skills}</h2>
      <p className="mt-2 whitespace-pre-line">{application.skills}</p>
    </>
  );
}
