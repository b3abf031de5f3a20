import type { FaqItem } from "~/content/shieldLanding";
import { Link } from "./LocaleLink";

type Props = {
  items: FaqItem[];
  /** Items sharing a name open one at a time, natively and without JavaScript. */ group: string;
};

/** An accordion of questions: native <details>, so keyboard, screen readers and no-JS all work. */
export function Faq({ items, group }: Props) {
  return (
    <div className="divide-y divide-slate-300 rounded-lg border border-slate-300 bg-white">
      {items.map((item) => (
        <details key={item.question} name={group} className="faq-item group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-lg font-semibold text-slate-900 hover:bg-brand-light">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="shrink-0 text-2xl leading-none text-brand-dark transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="space-y-3 px-4 pb-4 text-slate-800">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.link ? (
              <p>
                {item.link.lead}{" "}
                <Link to={item.link.href} className="font-semibold text-brand-dark underline">
                  {item.link.text}
                </Link>
              </p>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
