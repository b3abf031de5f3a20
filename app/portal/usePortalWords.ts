import { useLocale } from "~/i18n";
import { guidanceWords, portalWords, type GuidanceWords, type PortalWords } from "./words";

/** The portal's words in the page's language (the portal renders on the server only: none of this reaches the browser). */
export function usePortalWords(): PortalWords {
  return portalWords(useLocale());
}

export function useGuidanceWords(): GuidanceWords {
  return guidanceWords(useLocale());
}
