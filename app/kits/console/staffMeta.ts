import type { MetaDescriptor } from "@remix-run/node";
import { org } from "~/config/org";

/** A staff page's head tags: its title, and never indexed (the `X-Robots-Tag` header says the same). */
export function staffMeta(title: string) {
  return (): MetaDescriptor[] => [
    { title: `${title} | Staff console | ${org.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
