/**
 * Two outbox workers whose claims overlap, on real Postgres. Overlap is what a second app instance brings, but
 * between two processes it is a matter of milliseconds (see the two-instance case in reliability.stress.test.ts);
 * here it is forced: a transaction holds the due rows' locks while both workers claim, then lets go.
 * Would fail without FOR UPDATE SKIP LOCKED in the claim: both workers would wait for the same rows, both
 * update them once they are free, and every mail of the backlog would be sent twice.
 */
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~db/client";
import { smtpTransport } from "~/lib/platform/mail-transport.server";
import { defaultPolicy, processOutbox } from "~/lib/platform/outbox.server";
import { queueMails } from "~/models/email-outbox.server";
import { createScratchDatabase } from "../support/db";
import { pgBinaries, type PgCluster, startPgCluster } from "../support/pg-cluster";
import { startSmtp } from "../support/smtp";

const canRun = Boolean(process.env.TEST_DATABASE_URL) || pgBinaries !== null;
if (!canRun) console.warn("outbox-claims: skipped — needs TEST_DATABASE_URL or Postgres binaries");

describe.skipIf(!canRun)("outbox claims that overlap (real Postgres)", () => {
  let cluster: PgCluster | null = null;
  let handle: DbHandle;
  let url: string;
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const database = await createScratchDatabase("outbox_claims");
      url = database.url;
      cleanup = database.drop;
    } else {
      cluster = await startPgCluster();
      url = await cluster.createDatabase(`outbox_claims_${process.pid}`);
    }
    handle = createDb({ url, dataDir: "" });
    await handle.migrate();
  });

  afterAll(async () => {
    await handle?.close();
    await cleanup();
    await cluster?.destroy();
  });

  it("two workers claiming the same locked backlog send each mail once", async () => {
    const smtp = await startSmtp();
    const holder = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const mails = Array.from({ length: 8 }, (_, i) => ({ to: `claim${i}@example.com`, subject: `claim ${i}`, text: "t" }));
      await queueMails(handle.db, mails);
      const transport = smtpTransport(smtp.url, "Test <no-reply@example.com>");
      let runs: Promise<{ sent: number; failed: number }[]> | null = null;
      await holder.begin(async (tx) => {
        await tx`select id from email_outbox for update`;
        runs = Promise.all([processOutbox({ db: handle.db, transport }), processOutbox({ db: handle.db, transport })]);
        // Both workers are now claiming while the rows are locked.
        await new Promise((r) => setTimeout(r, 1_000));
      });
      await runs;
      // Whatever the locked rows left for later goes out now.
      await processOutbox({ db: handle.db, transport, policy: defaultPolicy });
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(mails.map((m) => m.subject).sort());
    } finally {
      await holder.end();
      await smtp.stop();
    }
  });
});
