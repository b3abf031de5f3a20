/** React's web-stream renderer under the address Node resolves it by (app/platform/htmlStream.server.ts). */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
