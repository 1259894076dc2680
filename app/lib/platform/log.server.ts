import { getConfig } from "./config.server";
import { TOKEN_SECTIONS } from "./token-paths";

const levels = ["debug", "info", "warn", "error"] as const;
type Level = (typeof levels)[number];

const LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/;
const AT_DOMAIN = /@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * `jane.doe@example.com` → `j***@example.com`, wherever in the text: enough to tell mails apart in a log,
 * not to contact anyone. Every log line goes through it (maskPersonal: recipients, SMTP and database errors
 * quoting them). Linear in the text's length: each character is looked at at most twice.
 */
export function maskEmails(text: string): string {
  if (!text.includes("@")) return text;
  let out = "";
  let done = 0;
  for (const match of text.matchAll(AT_DOMAIN)) {
    let start = match.index;
    while (start > done && LOCAL_PART.test(text[start - 1]!)) start -= 1;
    if (start === match.index) continue;
    out += `${text.slice(done, start)}${text[start]}***${match[0]}`;
    done = match.index + match[0].length;
  }
  return out + text.slice(done);
}

/** The links that are a key by themselves (token-paths.ts): the path segment after the section is the key. */
const TOKEN_PATH = new RegExp(`/(${TOKEN_SECTIONS.join("|")})/[^/?#\\s"'<>]+`, "gi");
/** Query parameters that carry a key: the voice relay's ticket, an S3 signed link's signature and credential. */
const SECRET_PARAM = /\b(token|x-amz-signature|x-amz-credential|x-amz-security-token)=[^&#\s"'<>]+/gi;
/**
 * The values of a failed database query (drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>"):
 * names, numbers, addresses, tokens. The statement may span lines and a value may hold line breaks, so the mask
 * runs from "params: " to a stack trace's first frame or the end of the text.
 */
const QUERY_PARAMS = /(Failed query: [\s\S]*?\nparams: )[\s\S]*?(?=\n\s+at |$)/g;
/** A North American number however it is written (703-555-0100, (703) 555-0100, +1 703 555 0100), or any E.164 one. */
const PHONE = /(?<![\w+])(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}|\+[1-9]\d{6,14})(?!\w)/g;

/**
 * What a log line may show of a text: addresses masked (maskEmails), the keys in links (`/status/***`, `/r/***`,
 * `token=***`) and the values of a failed query gone, and phone numbers reduced to their last four digits
 * (`***-***-0100`). Every string of every log line goes through it.
 */
export function maskPersonal(text: string): string {
  return maskEmails(text.replace(QUERY_PARAMS, "$1***"))
    .replace(TOKEN_PATH, "/$1/***")
    .replace(SECRET_PARAM, "$1=***")
    .replace(PHONE, (phone) => `***-***-${phone.replace(/\D/g, "").slice(-4)}`);
}

/**
 * A request's URL as a log shows it: the path decoded, and each query parameter a field of its own, decoded,
 * so the masks see the addresses, numbers and keys a visitor typed (`q=%28703%29+555-0100` is
 * `{ q: "(703) 555-0100" }`).
 */
export function urlForLog(href: string): { url: string; query?: Record<string, string> } {
  const { origin, pathname, searchParams } = new URL(href);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it came.
  }
  return { url: `${origin}${path}`, ...(searchParams.size > 0 ? { query: Object.fromEntries(searchParams) } : {}) };
}

/** An error as log fields: its text, and its cause's (a failed query's cause is the database's own error). */
export const errorFields = (error: unknown) => ({
  error: String(error),
  ...(error instanceof Error && error.cause !== undefined ? { cause: String(error.cause) } : {}),
});

/** One-line JSON logs: easy to grep locally and to ship from a container. */
function write(level: Level, message: string, fields?: Record<string, unknown>) {
  const threshold = getConfig().LOG_LEVEL;
  if (threshold === "silent" || levels.indexOf(level) < levels.indexOf(threshold)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }, (_key, value: unknown) =>
    typeof value === "string" ? maskPersonal(value) : value,
  );
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
