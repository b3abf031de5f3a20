/** The figures a page's loader read (figuresPage.server.ts); empty only in a 304, which Remix answers without rendering. */
import { useLoaderData } from "@remix-run/react";
import type { FiguresData } from "./figuresPage.server";

export function useFigures(): FiguresData {
  return useLoaderData<FiguresData | null>() ?? { figures: [], timeZone: "UTC" };
}
