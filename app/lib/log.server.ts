import { getConfig } from "./config.server";

const levels = ["debug", "info", "warn", "error"] as const;
type Level = (typeof levels)[number];

/** One-line JSON logs: easy to grep locally and to ship from a container. */
function write(level: Level, message: string, fields?: Record<string, unknown>) {
  const threshold = getConfig().LOG_LEVEL;
  if (threshold === "silent" || levels.indexOf(level) < levels.indexOf(threshold)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
