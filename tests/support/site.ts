import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import type { AppProcess } from "./app-process";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "./built-server";
import { startFakeOpenAI } from "./fake-openai";
import { type PushReceiver, startPushReceiver } from "./push-receiver";
import { startTestStorage } from "./s3";
import { startSmtp } from "./smtp";
import { type FakeTwilio, startFakeTwilio } from "./twilio";

/**
 * The one fixture of the tests that talk HTTP to the production build (`npm run build` first): the built server
 * with its database (a PGlite folder, or a database of its own on TEST_DATABASE_URL's server with `postgres`), the
 * loopback fakes the test asks for wired into its environment, an admin signed in through the real forms, and
 * requests as a browser on the site's own pages sends them. `useSite` starts it for a describe block.
 */

export interface Account {
  email: string;
  password: string;
}

type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
type Smtp = Awaited<ReturnType<typeof startSmtp>>;
type TestStorage = Awaited<ReturnType<typeof startTestStorage>>;

/** The loopback fakes a site was started with. */
interface Fakes {
  /** SMTP_URL: a mail server that keeps what it receives (the outbox's mails). */
  smtp: Smtp;
  /** S3_ENDPOINT: s3rver with the site's buckets. */
  s3: TestStorage;
  /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_API_URL: Twilio's Messaging API and webhooks. */
  twilio: FakeTwilio;
  /** OPENAI_API_KEY and OPENAI_BASE_URL: an OpenAI-compatible model. */
  openai: FakeOpenAI;
  /** A browser's push service (the site's environment names nothing of it). */
  push: PushReceiver;
}

interface SiteOptions {
  /** An admin account made before the server starts and signed in: `true` for a default one. */
  admin?: Account | true;
  /** `false`: the admin account is made but not signed in (the test signs in itself). */
  signIn?: boolean;
  /** Accounts without the admin role (sign them in with `signIn`). */
  staff?: Account[];
  /** A database of its own on TEST_DATABASE_URL's server when set, instead of the PGlite folder. */
  postgres?: boolean;
  /** With `postgres`: a second instance of the server on the same database (`second`), as a deployment runs two. */
  second?: boolean;
  smtp?: boolean;
  s3?: boolean;
  twilio?: boolean | Parameters<typeof startFakeTwilio>[0];
  /**
   * The site's Twilio numbers (TWILIO_NUMBERS), each with the source its calls and texts count under, the first
   * the one the site shows; the loopback Twilio (started for it) accepts texts from each.
   */
  twilioNumbers?: Record<string, string>;
  openai?: boolean | Parameters<typeof startFakeOpenAI>[0];
  push?: boolean;
  /** More of the server's environment, over the fakes' wiring; a function of the fakes where it names them. */
  env?: Record<string, string> | ((fakes: Fakes) => Record<string, string>);
}

export interface PostOptions {
  /** The session cookie sent: the signed-in admin's unless given; "" for a visitor who is not signed in. */
  cookie?: string;
  /** Headers over the same-origin ones a browser sends (Origin, Sec-Fetch-Site). */
  headers?: Record<string, string>;
  /** `false`: without the same-origin headers, only `headers` (a post from elsewhere). */
  sameOrigin?: boolean;
}

export interface Site extends Fakes {
  server: BuiltServer;
  url: string;
  /** The second instance, for a site started with `second`. */
  second: AppProcess;
  /** The signed-in admin's session cookie (`name=value; …`); "" when none was signed in. */
  admin: string;
  /** A GET as a browser sends it, redirects not followed; `cookie` to be signed in. */
  get(path: string, cookie?: string, headers?: Record<string, string>): Promise<Response>;
  /** The text of a GET's answer. */
  page(path: string, cookie?: string): Promise<string>;
  /** A POST from the site's own page (a form's fields, multipart, or a body with the type in `headers`), as the admin unless told. */
  post(path: string, body: BodyInit, options?: PostOptions): Promise<Response>;
  /** Signs the account in through the real forms; its session cookie. */
  signIn(account: Account): Promise<string>;
  /** Posts a webhook to the site's /webhooks/twilio/<name>, signed as Twilio signs it (see FakeTwilio.webhook). */
  hook(name: string, fields: Record<string, string>, options?: Parameters<FakeTwilio["webhook"]>[2]): Promise<Response>;
  /** A connection to the server's database, opened when first read (a site started with `postgres` on TEST_DATABASE_URL). */
  sql: postgres.Sql;
  stop(): Promise<void>;
}

const FAKES = new Set(["smtp", "s3", "twilio", "openai", "push"]);

const DEFAULT_ADMIN: Account = { email: "site-admin@example.com", password: "a long site admin password 1" };

const optionsOf = <T extends object>(wanted: boolean | T | undefined): T | undefined => (wanted ? (wanted === true ? ({} as T) : wanted) : undefined);

/** Starts the fakes asked for, the server wired to them, and signs the admin in; everything is stopped on a failure. */
async function startSite(options: SiteOptions = {}): Promise<Site> {
  const started: Partial<Fakes> = {};
  const stops: (() => Promise<unknown>)[] = [];
  let server: BuiltServer | undefined;
  let sql: postgres.Sql | undefined;
  const stop = async () => {
    await sql?.end();
    await server?.stop(); // first: it may still be talking to the fakes
    await Promise.all(stops.map((stopFake) => stopFake()));
  };
  try {
    const numbers = Object.entries(options.twilioNumbers ?? {});
    const twilioOptions = numbers.length > 0 ? { ...optionsOf(options.twilio), numbers: numbers.map(([number]) => number) } : optionsOf(options.twilio);
    const openaiOptions = optionsOf(options.openai);
    await Promise.all([
      options.smtp && startSmtp().then((smtp) => void stops.push((started.smtp = smtp).stop)),
      options.s3 && startTestStorage().then((s3) => void stops.push((started.s3 = s3).stop)),
      twilioOptions && startFakeTwilio(twilioOptions).then((twilio) => void stops.push((started.twilio = twilio).stop)),
      openaiOptions && startFakeOpenAI(openaiOptions).then((openai) => void stops.push((started.openai = openai).close)),
      options.push && startPushReceiver().then((push) => void stops.push((started.push = push).stop)),
    ]);
    const fakes = new Proxy(started, {
      get(target, name) {
        if (typeof name !== "string" || !FAKES.has(name)) return undefined;
        const fake = target[name as keyof Fakes];
        if (!fake) throw new Error(`this site was started without ${name}: ask for it in its options`);
        return fake;
      },
    }) as Fakes;
    const env = {
      ...(started.smtp ? { SMTP_URL: started.smtp.url } : {}),
      ...(started.s3 ? { S3_ENDPOINT: started.s3.endpoint } : {}),
      ...(started.twilio ? { TWILIO_ACCOUNT_SID: started.twilio.sid, TWILIO_AUTH_TOKEN: started.twilio.token, TWILIO_API_URL: started.twilio.url } : {}),
      ...(numbers.length > 0 ? { TWILIO_NUMBERS: numbers.map(([number, source]) => `${number}=${source}`).join(",") } : {}),
      ...(started.openai ? { OPENAI_API_KEY: started.openai.apiKey, OPENAI_BASE_URL: started.openai.baseUrl } : {}),
      ...(typeof options.env === "function" ? options.env(fakes) : options.env),
    };
    const account = options.admin === true ? DEFAULT_ADMIN : options.admin;
    const built = await startBuiltServer({ admin: account, staff: options.staff, postgres: options.postgres, env });
    server = built;
    const second = options.second ? await built.another() : undefined;
    const signIn = (who: Account) => loginOverHttp(built, who);
    const admin = account && options.signIn !== false ? await signIn(account) : "";
    const get = (path: string, cookie = "", headers: Record<string, string> = {}) =>
      fetch(`${built.url}${path}`, { redirect: "manual", headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
    const site: Site = Object.create(fakes) as Site;
    Object.assign(site, {
      server: built,
      url: built.url,
      second,
      admin,
      get,
      page: async (path: string, cookie?: string) => (await get(path, cookie)).text(),
      post: (path: string, body: BodyInit, { cookie = admin, headers = {}, sameOrigin = true }: PostOptions = {}) =>
        fetch(`${built.url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            ...(sameOrigin ? built.sameOrigin : {}),
            ...(body instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
            ...(cookie ? { Cookie: cookie } : {}),
            ...headers,
          },
          body,
        }),
      signIn,
      hook: (name: string, fields: Record<string, string>, hookOptions?: Parameters<FakeTwilio["webhook"]>[2]) =>
        fakes.twilio.webhook(`${built.url}/webhooks/twilio/${name}`, fields, hookOptions),
      stop,
    });
    Object.defineProperty(site, "sql", {
      get() {
        if (!built.databaseUrl) throw new Error("this site runs on PGlite: start it with `postgres` (and TEST_DATABASE_URL set) to read its database");
        return (sql ??= postgres(built.databaseUrl, { max: 1, onnotice: () => {} }));
      },
    });
    return site;
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A site for the tests of the describe block it is called in: started before them, stopped after. Its fields
 * are read inside the tests and hooks (before the start there is nothing to read).
 */
export function useSite(options: SiteOptions = {}): Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite(options);
  }, 120_000);
  afterAll(() => site?.stop());
  return new Proxy({} as Site, {
    get(_, name) {
      if (!site) throw new Error("the site starts in beforeAll: read it inside a test or a hook");
      return Reflect.get(site, name) as unknown;
    },
  });
}
