import type { Block, TextRun } from "~/content/richText";
import { headingId, runText } from "~/content/richText";
import { pathInLocale, type Locale } from "~/i18n/locale";

/** A link's address in the page's language; a site path gets `origin` in front (the feed's absolute links). */
function linkAddress(href: string, locale: Locale, origin: string): string {
  const address = pathInLocale(locale, href);
  return address.startsWith("/") ? `${origin}${address}` : address;
}

function Run({ run, locale, origin }: { run: TextRun; locale: Locale; origin: string }) {
  if (typeof run === "string") return <>{run}</>;
  return (
    <>
      {run.map((part, index) =>
        typeof part === "string" ? (
          <span key={index}>{part}</span>
        ) : (
          <a
            key={index}
            href={linkAddress(part.href, locale, origin)}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

/** A document of structured text as React elements: every word is escaped, nothing is read as HTML. */
/**
 * `locale` moves the site links into a language; no hook, so the blog feed can render it outside a page. `origin`
 * makes the site links absolute, for text read away from the site (a feed reader has no page to resolve them against).
 */
export function RichText({
  blocks,
  locale = "en",
  origin = "",
}: {
  blocks: Block[];
  locale?: Locale;
  origin?: string;
}) {
  return (
    <div className="rich-text space-y-4 text-lg leading-relaxed text-slate-900">
      {blocks.map((block, index) => {
        switch (block.type) {
          case "h2":
            return (
              <h2 key={index} id={headingId(block.text)} className="scroll-mt-24 pt-4 text-2xl font-bold md:text-3xl">
                {block.text}
              </h2>
            );
          case "h3":
            return (
              <h3 key={index} className="pt-2 text-xl font-bold">
                {block.text}
              </h3>
            );
          case "ul":
          case "ol": {
            const List = block.type;
            return (
              <List key={index} className={`space-y-2 pl-6 ${block.type === "ul" ? "list-disc" : "list-decimal"}`}>
                {block.items.map((item) => (
                  <li key={runText(item)}>
                    <Run run={item} locale={locale} origin={origin} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={index}>
                <Run run={block.text} locale={locale} origin={origin} />
              </p>
            );
        }
      })}
    </div>
  );
}
