/**
 * The inline script that loads the enhancement script once the first frame is painted. A `defer` script is fetched
 * as the page is parsed and runs before the first paint is shown, so on a slow connection its round trip (a second
 * connection when a picture is fetched at the same time) stood between the visitor and the page's words; the
 * enhancements (counters, carousels, the help widget...) are not needed for that first look. The address keeps its
 * content hash (app/server/platform/assets.server.ts). Pages work without it, as without any script.
 */
export function enhanceLoader(src: string): string {
  // `data-js` at once, as the script itself sets it: the styles keyed on it (the header's gradient) are those of the
  // first paint, not a change a moment later. The script two frames later: the first one is the page's first paint.
  return `document.documentElement.setAttribute("data-js","");requestAnimationFrame(function(){requestAnimationFrame(function(){var s=document.createElement("script");s.src=${JSON.stringify(src)};document.body.appendChild(s)})})`;
}
