import type { ReactNode } from "react";
import type { FeatureBlockContent } from "~/content/schemas";

/** Two columns, text beside a picture; `side` puts the picture left or right on wide screens. */
export function FeatureBlock({ block, children }: { block: FeatureBlockContent; children?: ReactNode }) {
  const imageFirst = block.side === "left";
  return (
    <div className="grid items-center gap-8 md:grid-cols-2">
      <div className={imageFirst ? "md:order-2" : undefined}>
        <h3 className="text-2xl font-bold md:text-3xl">{block.title2}</h3>
        <p className="mt-4 text-lg">{block.desc2}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
      <img
        src={block.image}
        alt={block.alt}
        width={560}
        height={400}
        loading="lazy"
        className={`w-full rounded-lg object-cover ${imageFirst ? "md:order-1" : ""}`}
      />
    </div>
  );
}
