#!/usr/bin/env node
/**
 * `npm run audit`: npm audit of the production dependencies. A high or critical advisory fails (exit 1).
 * A registry that cannot answer the audit (no network, or a mirror without the audit endpoint) is said in
 * one line and does not fail: the check then did not happen, which is not the same as a vulnerability.
 * Any other npm failure (no lockfile, a broken package.json) fails (exit 2).
 */
import { spawnSync } from "node:child_process";

const NETWORK_CODES = new Set([
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ESOCKETTIMEDOUT",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ECONNABORTED",
  "EPIPE",
  "ERR_SOCKET_TIMEOUT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
]);

/** What npm's JSON report means: the exit code and the lines to print. */
function verdict(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { exit: 2, lines: [`npm audit: unreadable answer from npm: ${stdout.slice(0, 200) || "(nothing)"}`] };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === "high" || v.severity === "critical")
      .map(([name, v]) => `  ${v.severity}: ${name} ${v.range ?? ""}`.trimEnd());
    if (serious.length === 0) {
      const lower = (counts.info ?? 0) + (counts.low ?? 0) + (counts.moderate ?? 0);
      return { exit: 0, lines: [`npm audit: no high or critical vulnerabilities in production dependencies (${lower} lower)`] };
    }
    return { exit: 1, lines: [`npm audit: ${serious.length} high or critical vulnerabilities in production dependencies:`, ...serious] };
  }
  const status = report?.statusCode;
  const message = String(report?.message ?? report?.error?.summary ?? "").split("\n")[0];
  // npm puts a network failure's code in the message ("request to … failed, reason: connect ECONNREFUSED …").
  const code = report?.error?.code ?? report?.code ?? message.match(/\b(E[A-Z_]{3,}|ERR_[A-Z_]+)\b/)?.[1];
  if (status || NETWORK_CODES.has(code) || /audit endpoint/i.test(message)) {
    const reason = status ? `${status} from ${report.uri ?? "the audit endpoint"}` : code || message;
    return { exit: 0, lines: [`npm audit: skipped, the registry could not answer the audit (${reason})`] };
  }
  return { exit: 2, lines: [`npm audit failed: ${code ? `${code} ` : ""}${message || stdout.slice(0, 200)}`] };
}

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
if (result.error) {
  console.error(`npm audit failed: ${result.error.message}`);
  process.exit(2);
}
const { exit, lines } = verdict(result.stdout);
for (const line of lines) (exit === 0 ? console.log : console.error)(line);
process.exit(exit);
