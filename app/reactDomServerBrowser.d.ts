/** React's web-stream renderer under the address Node resolves it by (app/server/platform/htmlStream.server.ts). */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
