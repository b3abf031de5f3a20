import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * On a hydrated page, a navigation swaps the content without a page load, so a screen reader hears nothing and
 * keyboard focus stays on a button that is gone. After each in-app navigation (not the first load), focus moves
 * to the new page's heading, as a page load would start a reader at the top.
 */
export function useFocusHeadingOnNavigation(): void {
  const location = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, [location.key]);
}
