/**
 * How the server starts and stops (docs/decisions/0003).
 * Start: validate the environment, bind the port, lock the data folder — each refusal is one line and exit 1,
 * and nothing in the data folder is touched before the port is ours. Until the app is ready, requests get 503.
 * Stop (SIGTERM/SIGINT): stop accepting, let requests in flight finish (bounded), run the cleanup steps, release
 * the lock, exit 0.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { publicPhones } from "~/lib/site/business.server";
import { ConfigError, validateEnv } from "~/lib/platform/config.server";
import { log } from "~/lib/platform/log.server";
import { DataDirLockedError, lockDataDir } from "./data-lock";

/** How long requests in flight may take to finish once a stop is asked for. */
const DRAIN_MS = 10_000;
/** Past this the process leaves anyway (exit 1) rather than hang an orchestrator's stop. */
const SHUTDOWN_LIMIT_MS = 30_000;

interface ShutdownSteps {
  /** Ends long-lived connections the drain would otherwise wait for (websockets). */
  beforeDrain?: () => Promise<unknown>;
  /** After the last request: stop workers, hand back their claims, close the database and storage. */
  afterDrain: () => Promise<unknown>;
}

interface ServeOptions {
  /** Whether a request that sent `Expect: 100-continue` is invited to send its body (Node's default: always). */
  invitesBody?: (req: IncomingMessage) => boolean;
}

interface Lifecycle {
  server: Server;
  /** From now on requests go to `handler`. */
  serve(handler: RequestListener, options?: ServeOptions): void;
  onShutdown(steps: ShutdownSteps): void;
}

/** A refusal a person can act on: one line on stderr, no stack trace, exit 1. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): string {
  if (error.code === "EADDRINUSE") {
    return `Port ${port} is already in use on ${host} (another copy of the site?): stop it, or set PORT to a free port.`;
  }
  if (error.code === "EACCES") return `Not allowed to listen on port ${port} on ${host}: set PORT to a port above 1023.`;
  return `Cannot listen on ${host}:${port}: ${error.message}`;
}

/**
 * What every request gets between the port being bound and the app being ready (503, Retry-After), with the
 * phone number, like every other answer that cannot take a request.
 */
export const STARTING_MESSAGE = "The site is starting. Try again in a moment.";

const startingFor =
  (phone: string): RequestListener =>
  (_req, res) => {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "2", "Cache-Control": "no-store" });
    res.end(`${STARTING_MESSAGE} To reach us now, call ${phone}.\n`);
  };

export async function startLifecycle(): Promise<Lifecycle> {
  let env: ReturnType<typeof validateEnv>;
  try {
    env = validateEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }

  let handler = startingFor(publicPhones(env).phone);
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  /** Once stopping, a response tells its client not to reuse the connection, which closes after it. */
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
    res.on("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  /** Every request, whether or not it asked to be invited to send its body, is in flight until its answer is out. */
  const serveRequest: RequestListener = (req, res) => {
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
    if (draining) lastOnItsConnection(res);
    handler(req, res);
  };
  let invitesBody: NonNullable<ServeOptions["invitesBody"]> = () => true;
  const server = createServer(serveRequest);
  // Node hands an `Expect: 100-continue` request to this listener instead of the one above.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (invitesBody(req)) res.writeContinue();
    serveRequest(req, res);
  });
  await new Promise<void>((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => refuse(listenError(error, env.PORT, env.HOST));
    server.once("error", onError);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", onError);
      resolve();
    });
  });

  // Only PGlite and s3rver keep shared state in the folder; the session secret file is created atomically.
  let release = () => {};
  if (!env.DATABASE_URL || !env.S3_ENDPOINT) {
    try {
      release = lockDataDir(env.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) refuse(error.message);
      throw error;
    }
    process.on("exit", release);
  }

  return {
    server,
    serve(next, options = {}) {
      handler = next;
      if (options.invitesBody) invitesBody = options.invitesBody;
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : env.PORT;
      // nodeEnv: what React and Remix saw when they loaded (server/start.ts sets it first).
      log.info("listening", { url: `http://localhost:${port}`, nodeEnv: process.env.NODE_ENV });
    },
    onShutdown(steps) {
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        log.info("shutting down", { signal });
        setTimeout(() => {
          log.error("shutdown took too long; exiting");
          process.exit(1);
        }, SHUTDOWN_LIMIT_MS).unref();
        draining = true;
        inFlight.forEach(lastOnItsConnection);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        let drainTimer: NodeJS.Timeout | undefined;
        try {
          await steps.beforeDrain?.();
          const drained = await Promise.race([
            closed.then(() => true),
            new Promise<false>((resolve) => (drainTimer = setTimeout(() => resolve(false), DRAIN_MS))),
          ]);
          clearTimeout(drainTimer);
          if (!drained) {
            log.warn("requests still open after the drain limit; closing them", { drainMs: DRAIN_MS });
            server.closeAllConnections();
          }
          await steps.afterDrain();
        } catch (error) {
          log.error("shutdown failed", { error: String(error) });
          process.exit(1);
        }
        release();
        log.info("stopped");
        process.exit(0);
      };
      process.on("SIGTERM", () => void stop("SIGTERM"));
      process.on("SIGINT", () => void stop("SIGINT"));
    },
  };
}
