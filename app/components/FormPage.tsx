import type { ReactNode } from "react";
import type { Embed } from "~/config/embeds";
import { EmbeddedFrame } from "./EmbeddedFrame";

type Props = {
  title: string;
  embed: Embed;
  src?: string;
  /** A dark picture behind the form (the board sign-up page). */
  backgroundImage?: string;
  /** What the visitor should read before the form, between the title and the frame. */
  children?: ReactNode;
};

/**
 * A page that is one external form, filling the screen under the fixed bar. The page's h1 is small so the
 * form gets the room; the frame loads at once because it is the page.
 */
export function FormPage({ title, embed, src, backgroundImage, children }: Props) {
  return (
    <div className={`relative isolate px-2 pb-8 pt-20 md:px-4 ${backgroundImage ? "bg-slate-950 text-white" : ""}`}>
      {backgroundImage ? (
        <img
          src={backgroundImage}
          alt=""
          width={1600}
          height={900}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      ) : null}
      <div className="mx-auto max-w-5xl">
        <h1 className="mb-3 text-xl font-bold md:text-2xl">{title}</h1>
        {children}
        <EmbeddedFrame embed={embed} src={src} height={900} eager className="form-page-frame rounded bg-white" />
      </div>
    </div>
  );
}
