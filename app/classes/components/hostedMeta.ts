/** The partner portal's class pages' head: their title in the address's language, never indexed. */
import type { MetaFunction } from "@remix-run/node";
import { classWordsIn } from "~/classes/words";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";

export const hostedMeta: MetaFunction = ({ location }) => [
  { title: `${classWordsIn(localeFromPath(location.pathname)).hosted.heading} | ${org.name}` },
  { name: "robots", content: "noindex, nofollow" },
];
