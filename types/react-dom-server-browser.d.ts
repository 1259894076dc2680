// react-dom 18 exports its web-stream renderer as "react-dom/server.browser"; @types/react-dom types it under "react-dom/server".
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
