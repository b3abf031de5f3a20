/**
 * Loads `enhance.js` once the page has painted, not while it is still being drawn. On a slow connection every
 * request that finishes before the first paint holds the paint back; the page works without the script, so the
 * visitor reads the page first and gets the enhancements a moment later. `requestAnimationFrame` runs just before
 * the first frame; the timeout after it runs once that frame is painted.
 *
 * The one inline script of a page: a shared page lists its hash in the CSP (cachePolicy.server.ts), a personal page
 * gives it the response's nonce.
 */
export function EnhancementLoader({ src, nonce }: { src: string; nonce?: string }) {
  const code =
    "requestAnimationFrame(function(){setTimeout(function(){" +
    `var s=document.createElement("script");s.src=${JSON.stringify(src)};document.body.appendChild(s)` +
    "},0)})";
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
