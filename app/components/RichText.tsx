import type { Block, TextRun } from "~/content/richText";
import { headingId, runText } from "~/content/richText";
import { useLocalePath } from "~/i18n";

function Run({ run }: { run: TextRun }) {
  const localePath = useLocalePath();
  if (typeof run === "string") return <>{run}</>;
  return (
    <>
      {run.map((part, index) =>
        typeof part === "string" ? (
          <span key={index}>{part}</span>
        ) : (
          <a key={index} href={localePath(part.href)} className="font-semibold text-brand-dark underline underline-offset-2">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

/** A document of structured text as React elements: every word is escaped, nothing is read as HTML. */
export function RichText({ blocks }: { blocks: Block[] }) {
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
                    <Run run={item} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={index}>
                <Run run={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
