import { getConfig } from "./config.server";

const levels = ["debug", "info", "warn", "error"] as const;
type Level = (typeof levels)[number];

const LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/;
const AT_DOMAIN = /@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * `jane.doe@example.com` → `j***@example.com`, wherever in the text: enough to tell mails apart in a log,
 * not to contact anyone. Every log line goes through it (recipients, SMTP and database errors quoting
 * them). Linear in the text's length: each character is looked at at most twice.
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

/** One-line JSON logs: easy to grep locally and to ship from a container. */
function write(level: Level, message: string, fields?: Record<string, unknown>) {
  const threshold = getConfig().LOG_LEVEL;
  if (threshold === "silent" || levels.indexOf(level) < levels.indexOf(threshold)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }, (_key, value: unknown) =>
    typeof value === "string" ? maskEmails(value) : value,
  );
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
