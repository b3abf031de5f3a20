import type { Member } from "~/content/schemas";
import { useMessages } from "~/i18n";

/** People as cards; a card is a link to the person's external profile only when the record has one. */
export function MemberGrid({ members }: { members: Member[] }) {
  const t = useMessages();
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member, index) => {
        const body = (
          <>
            <img
              src={member.photo}
              alt={member.placeholder ? "" : t.memberPhoto(member.name)}
              width={300}
              height={300}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
            <span className="block p-4">
              <span className="block text-lg font-bold">{member.name}</span>
              <span className="block text-slate-700">{member.title}</span>
              {member.company ? <span className="block text-sm text-slate-600">{member.company}</span> : null}
            </span>
          </>
        );
        const className = "member-card block h-full overflow-hidden rounded-lg bg-white text-slate-900 shadow";
        return (
          <li key={`${member.name}-${index}`}>
            {member.link ? (
              <a href={member.link} className={`${className} hover:shadow-lg`} target="_blank" rel="noopener">
                {body}
                <span className="sr-only"> {t.profileNewTab}</span>
              </a>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
