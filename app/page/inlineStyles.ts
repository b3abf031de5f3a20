import { createContext, useContext } from "react";

/**
 * The site's whole stylesheet as text, given by entry.server to pages without React in the browser, which carry
 * it in a <style> so the first paint waits for no second request (it is a few KiB compressed). Empty in the
 * browser, where a hydrated page and its client-side navigations keep the stylesheet links.
 */
export const InlineStylesContext = createContext<string>("");
export const useInlineStyles = () => useContext(InlineStylesContext);
