/**
 * A cookie that names a server-side draft (an application's, a donation's): the draft's id and nothing else, signed
 * so an id cannot be guessed into another person's draft. It lasts as long as the draft is kept (`keptMs`); both
 * languages' addresses read it.
 */
import { createCookie } from "@remix-run/node";
import { env } from "~/platform/env.server";

export function draftIdCookie(names: { https: string; plain: string }, keptMs: number) {
  const secure = env().servedOverHttps;
  const cookie = createCookie(secure ? names.https : names.plain, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: keptMs / 1000,
    secrets: env().sessionSecrets,
  });
  return {
    /** The draft id the request's cookie names, or null (none, tampered, or not an id). */
    async idIn(request: Request): Promise<string | null> {
      try {
        const value: unknown = await cookie.parse(request.headers.get("Cookie"));
        return typeof value === "string" && /^[\w-]{24}$/.test(value) ? value : null;
      } catch {
        return null;
      }
    },
    /** The Set-Cookie value that names this draft. */
    for: (draftId: string) => cookie.serialize(draftId),
  };
}
