import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { maskEmails } from "~/lib/log.server";
import { fileTransport, smtpTransport } from "~/lib/mail-transport.server";
import { processOutbox } from "~/lib/outbox.server";
import { queueMails } from "~/models/email-outbox.server";
import { createMigratedDb, type TestDb } from "../support/db";

/** What the app writes to stdout and stderr while `run` runs (the log is one JSON line each). */
async function captureLog(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, "write").mockImplementation(keep);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(keep);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines.join("");
}

const RECIPIENT = "jane.doe@example.com";
const FROM = "Valor Electric <no-reply@example.com>";
const mail = { to: RECIPIENT, subject: "Your request", text: "Hello" };
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "log-mask-"));
  Object.assign(process.env, { LOG_LEVEL: "info", SESSION_SECRET: "m".repeat(40), DATA_DIR: dir });
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons?.delete("config");
});
afterAll(() => {
  process.env.LOG_LEVEL = "silent";
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons?.delete("config");
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe("addresses in logs", () => {
  it("masks every address in a text, leaving the rest", () => {
    expect(maskEmails("to jane.doe@example.com and <o@office.example.org>, not a@b or @example.com")).toBe(
      "to j***@example.com and <o***@office.example.org>, not a@b or @example.com",
    );
    expect(maskEmails("params: Ann Lee,ann.route@example.com,5715550111")).toBe("params: Ann Lee,a***@example.com,5715550111");
  });

  it("a mail written to a file is logged with the recipient masked", async () => {
    const out = path.join(dir, "outbox");
    const log = await captureLog(() => fileTransport(out, FROM).send(mail));
    expect(readdirSync(out)).toHaveLength(1);
    expect(log).toContain('"message":"mail written"');
    expect(log).toContain("j***@example.com");
    expect(log).not.toContain(RECIPIENT);
  });

  describe("outbox", () => {
    let db: TestDb;
    let smtp: SMTPServer;
    let port: number;
    beforeAll(async () => {
      db = await createMigratedDb("pglite");
      // A real SMTP server that refuses the recipient, quoting the address as servers do.
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onRcptTo(address, _session, callback) {
          callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
      port = (smtp.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await db.destroy();
    });

    it("a refused mail's SMTP error is logged with the address masked", async () => {
      await queueMails(db.db, [mail]);
      let run = { sent: 0, failed: 0 };
      const log = await captureLog(async () => {
        run = await processOutbox({ db: db.db, transport: smtpTransport(`smtp://127.0.0.1:${port}`, FROM) });
      });
      expect(run).toEqual({ sent: 0, failed: 1 });
      expect(log).toContain('"message":"mail failed"');
      expect(log).toContain("j***@example.com>: Recipient address rejected");
      expect(log).not.toContain(RECIPIENT);
    });
  });
});
