import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Mail } from "~/models/email-outbox.server";
import { getConfig } from "./config.server";
import { log } from "./log.server";
import { singleton } from "./singleton.server";

/** Sends one mail or throws. The outbox worker retries whatever throws. */
export interface MailTransport {
  kind: "smtp" | "files";
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/** What nodemailer sends of a mail: its fields, and List-Unsubscribe when the mail has one. */
const message = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  text: mail.text,
  ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
});

/**
 * The URL with nodemailer's options as query parameters (its documented form; with a URL it reads no other
 * options), each unless SMTP_URL sets it already.
 */
function withDefaults(url: string, options: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(options)) if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
  return parsed.href;
}

/**
 * nodemailer over SMTP (Mailpit in compose, any relay in production). One pooled connection: the outbox sends one
 * mail at a time, and a batch reuses the connection instead of paying a handshake (and the server's greeting
 * delay) per mail; a connection the relay dropped is replaced, and a send that fails is the outbox's to retry.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(withDefaults(url, { pool: "true", maxConnections: "1", connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "20000" }));
  // A dropped idle connection is the pool's to replace; an 'error' event with no listener would end the process.
  transporter.on("error", (error) => log.warn("mail connection failed", { error: error.message }));
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(message(from, mail));
    },
    close: () => transporter.close(),
  };
}

/** Embedded default: each message written as an .eml file (open it in any mail client) and logged. */
export function fileTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // The folder is made once, and again after a write that failed (someone may have removed it).
  let folderMade = false;
  return {
    kind: "files",
    async send(mail) {
      const info = await transporter.sendMail(message(from, mail));
      if (!folderMade) await mkdir(dir, { recursive: true });
      folderMade = true;
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer).catch((error: unknown) => {
        folderMade = false;
        throw error;
      });
      log.info("mail written", { to: mail.to, subject: mail.subject, file });
    },
  };
}

/** SMTP_URL when set, .eml files in DATA_DIR/outbox otherwise. */
export function getMailTransport(): MailTransport {
  return singleton("mail-transport", () => {
    const config = getConfig();
    return config.SMTP_URL
      ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : fileTransport(path.join(config.DATA_DIR, "outbox"), config.MAIL_FROM);
  });
}
