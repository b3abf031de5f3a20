/**
 * Loads `enhance.js` once the page's first words are on the screen, not while it is still being drawn. On a slow
 * connection every request that finishes before the first paint holds the paint back; the page works without the
 * script, so the visitor reads the page first and gets the enhancements a moment later.
 *
 * "On the screen" is the browser's first-contentful-paint entry, which is reported once the frame has been shown
 * (a frame is drawn a while before it is shown on a slow phone). Where the browser does not report paints, the
 * script loads after the next frame instead.
 *
 * The one inline script of a page: a shared page lists its hash in the CSP (cachePolicy.server.ts), a personal page
 * gives it the response's nonce.
 */
export function EnhancementLoader({ src, nonce }: { src: string; nonce?: string }) {
  const code = [
    "(function(){",
    `function load(){var s=document.createElement("script");s.src=${JSON.stringify(src)};document.body.appendChild(s)}`,
    "function afterFrame(){requestAnimationFrame(function(){setTimeout(load,0)})}",
    "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];",
    'if(types.indexOf("paint")<0)return afterFrame();',
    "new PerformanceObserver(function(list,observer){",
    'if(!list.getEntriesByName("first-contentful-paint").length)return;',
    "observer.disconnect();afterFrame()",
    '}).observe({type:"paint",buffered:true})',
    "})()",
  ].join("");
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
