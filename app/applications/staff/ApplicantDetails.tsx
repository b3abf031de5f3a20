import type { ApplicantFile } from "~/applications/staff/applicantFile.server";
import { describeDevices, devicesAsked } from "~/applications/staff/devicesAsked";
import { basisWords } from "~/applications/staff/words";
import { regionWords } from "~/kits/region/region";
import { useStaffTime } from "~/kits/console/staffFrame";
import { Facts } from "~/kits/console/Facts";

const languageWords: Record<string, string> = { en: "English", es: "Spanish" };
const yesNo = (value: boolean | null) => (value === null ? "Not answered" : value ? "Yes" : "No");

/** The size of a file as staff read it: "120 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1000 / 1000).toFixed(1)} MB`;
}

type Props = { file: ApplicantFile };

/** What the applicant told us, and what the application on this site kept; never an income figure. */
export function ApplicantAnswers({ file }: Props) {
  const time = useStaffTime();
  const { contact, application } = file;
  return (
    <section aria-labelledby="answers" className="mt-10">
      <h2 id="answers" className="text-xl font-bold">
        Answers
      </h2>
      <Facts
        className="mt-3"
        facts={[
          ["Name", contact.Full_Name],
          ["Email", contact.Email],
          ["Phone", contact.Phone],
          ["Hears from us by", contact.Contact_By === "Text" ? "Texts" : "Email"],
          ...(file.textsStopped ? ([["Texts", "Texts stopped: the number sent STOP"]] as [string, string][]) : []),
          ["Devices asked for", describeDevices(devicesAsked(contact))],
          ["Nominating organization", contact.Nominating_Organization],
          [
            "Classes completed",
            file.completedClasses.length
              ? file.completedClasses.map((done) => `${done.title} (${time(done.completedAt)})`).join("; ")
              : "None",
          ],
          ...(application
            ? ([
                ["Application number", application.number],
                ["Sent", time(application.submittedAt)],
                ["ZIP code", application.zip],
                ["Region", regionWords[application.region] ?? application.region],
                ["People in the household", String(application.householdSize)],
                ["How they qualify", basisWords[application.basis] ?? application.basis],
                ["Language", languageWords[application.locale] ?? application.locale],
                ["Delivered", application.deliveredAt === null ? "Not yet" : time(application.deliveredAt)],
              ] as [string, string][])
            : ([["Application", "Imported from the CRM: no application was sent on this site."]] as [
                string,
                string,
              ][])),
        ]}
      />
    </section>
  );
}

/** The current recommendation and its answers, or what the CRM record names when none was asked for here. */
export function RecommendationDetails({ file, letterPath }: Props & { letterPath: string }) {
  const time = useStaffTime();
  const { recommendation, letter, contact } = file;
  return (
    <section aria-labelledby="recommendation" className="mt-10">
      <h2 id="recommendation" className="text-xl font-bold">
        Recommendation
      </h2>
      {recommendation ? (
        <Facts
          className="mt-3"
          facts={[
            ["Recommender", `${recommendation.firstName} ${recommendation.lastName}`],
            ["Recommender's email", recommendation.email],
            ["Asked on", time(recommendation.sentAt)],
            ["Received", recommendation.receivedAt === null ? "Not yet" : time(recommendation.receivedAt)],
            ["How they know the applicant", recommendation.howKnown],
            ["For how long", recommendation.howLong],
            ["How a computer would help", recommendation.howHelp],
            ["Serves the applicant's region", yesNo(recommendation.servesRegion)],
            ["Written by", recommendation.writtenBy],
            [
              "Letter",
              letter ? (
                <a href={letterPath} className="font-semibold text-brand-dark underline">
                  Download the letter ({letter.contentType}, {fileSize(letter.size)}, received {time(letter.uploadedAt)}
                  )
                </a>
              ) : (
                "No letter was attached."
              ),
            ],
          ]}
        />
      ) : (
        <>
          <p className="mt-3">No recommendation was asked for on this site. The CRM record names:</p>
          <Facts
            className="mt-3"
            facts={[
              [
                "Recommender",
                [contact.Recommenders_Name, contact.Recommenders_Last_Name].filter(Boolean).join(" ") || null,
              ],
              ["Recommender's email", contact.Recommenders_Email],
            ]}
          />
        </>
      )}
    </section>
  );
}

/** The applicant's answers to the follow-up questions, once they answered. */
/** The consent the follow-up asked (issue 50 §2), as staff read it. */
const shareLabels: Record<string, string> = {
  "first-name": "Yes, with the first name",
  anonymous: "Yes, without a name",
  none: "No",
};

export function FollowUpAnswers({ file }: Props) {
  const time = useStaffTime();
  const { followUp } = file;
  if (!followUp) return null;
  return (
    <section aria-labelledby="follow-up" className="mt-10">
      <h2 id="follow-up" className="text-xl font-bold">
        Follow-up
      </h2>
      <Facts
        className="mt-3"
        facts={[
          ["Asked on", time(followUp.sentAt)],
          ["Answered", followUp.answeredAt === null ? "Not yet" : time(followUp.answeredAt)],
          ...(followUp.answeredAt === null
            ? []
            : ([
                ["Using the computer", followUp.usingIt],
                ["Working well", followUp.workingWell],
                ["Anything else", followUp.anythingElse],
                ["May be shared", shareLabels[followUp.shareConsent ?? ""] ?? "Not asked"],
              ] as [string, string | null][])),
        ]}
      />
    </section>
  );
}
