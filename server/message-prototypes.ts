/**
 * Requests and responses made with Express's prototypes from the start (docs/decisions/0112). Express gives
 * every request and response its app's prototype (`app.request`, `app.response`) by changing the prototype of
 * objects Node has already made. V8 then makes each of them a hidden class of its own, in the old generation,
 * and the request's graph outlives the young-generation collections (a trivial Express app: 3.1 MB promoted
 * per young collection; under form posts, young collections of 5.5 ms against 3.9 ms without it). Node's
 * server can make its messages from subclasses instead; once the app adopts their prototypes, Express's
 * change is a no-op.
 */
import { IncomingMessage, ServerResponse } from "node:http";

export interface MessageClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
  /** Gives every request and response made from now on the app's prototypes, and the app these instead. */
  adopt(app: { request: object; response: object }): void;
}

export function messageClasses(): MessageClasses {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  return {
    IncomingMessage: AppRequest,
    ServerResponse: AppResponse as typeof ServerResponse,
    adopt(app) {
      // AppRequest.prototype → app.request → Express's request → IncomingMessage.prototype (and likewise).
      Object.setPrototypeOf(AppRequest.prototype, app.request);
      Object.setPrototypeOf(AppResponse.prototype, app.response);
      app.request = AppRequest.prototype;
      app.response = AppResponse.prototype;
    },
  };
}
