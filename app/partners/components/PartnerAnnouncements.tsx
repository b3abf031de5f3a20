import { TitledSection } from "~/components/TitledSection";
import { useRequestWords } from "~/partners/requestWords";

/**
 * Staff's announcements on a partner's dashboard, newest first, each with its link and its last day. Written in
 * English by staff; the words around them are the page's language.
 */
export function PartnerAnnouncements({
  announcements,
}: {
  announcements: readonly { id: number; body: string; link: string; until: string }[];
}) {
  const words = useRequestWords().announcements;
  if (announcements.length === 0) return null;
  return (
    <TitledSection
      id="announcements"
      heading={words.heading}
      className="mt-6 rounded-lg border border-slate-400 bg-slate-50 p-4"
    >
      <ul className="mt-2 space-y-3">
        {announcements.map((announcement) => (
          <li key={announcement.id} className="[overflow-wrap:anywhere]">
            <p className="whitespace-pre-line">{announcement.body}</p>
            <p className="mt-1 text-sm">
              <a href={announcement.link} className="font-semibold text-brand-dark underline">
                {words.more}
              </a>{" "}
              {words.until(announcement.until)}
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
