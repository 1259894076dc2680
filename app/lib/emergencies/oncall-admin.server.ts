import type { Db } from "~db/client";
import { deleteOncallPerson, insertOncallPerson, listOncallPeople, listStaffAccounts, updateOncallPerson } from "~/models/oncall-people.server";
import { countUserPushSubscriptions, deleteUserPushSubscription, savePushSubscription } from "~/models/push-subscriptions.server";
import { appChannels } from "./alert-channels.server";
import { getBusiness } from "../site/business.server";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { ONCALL_MESSAGES } from "~/forms/admin-messages";
import type { SavePerson } from "~/forms/oncall";
import { pushSubscriptionSchema } from "~/forms/oncall";
import { isPushServiceEndpoint } from "./push-services";

/** The on-call page's workflows: the list (people, phones, order, hours, active), and this browser's notifications. */
interface OncallAdminDeps {
  db: Db;
  /** ONCALL_PHONES, shown while the list is empty. */
  fallbackPhones: string[];
  timeZone: string;
  smsConfigured: boolean;
  vapidPublicKey: string;
  /** PUSH_TEST_LOOPBACK: a test's loopback push receiver counts as a push service. */
  allowLoopbackPush: boolean;
}

function oncallAdminDeps(): OncallAdminDeps {
  const config = getConfig();
  const channels = appChannels(config);
  return { db: getDb(), fallbackPhones: config.ONCALL_PHONES, timeZone: getBusiness().timeZone, smsConfigured: channels.sms !== null, vapidPublicKey: channels.push.publicKey, allowLoopbackPush: config.PUSH_TEST_LOOPBACK };
}

type Outcome = { ok: true; message: string } | { ok: false; status: 400 | 404; message: string };

export async function loadOncallPage(userId: string, deps: OncallAdminDeps = oncallAdminDeps()) {
  const [people, accounts, browsers] = await Promise.all([listOncallPeople(deps.db), listStaffAccounts(deps.db), countUserPushSubscriptions(deps.db, userId)]);
  return {
    people: people.map((p) => ({ id: p.id, name: p.name, phone: p.phone, order: p.position + 1, startsAt: p.startsAt, endsAt: p.endsAt, active: p.active, userId: p.userId })),
    accounts: accounts.map((a) => ({ id: a.id, label: a.name ? `${a.name} (${a.email})` : a.email })),
    fallbackPhones: deps.fallbackPhones,
    timeZone: deps.timeZone,
    smsConfigured: deps.smsConfigured,
    vapidPublicKey: deps.vapidPublicKey,
    myBrowsers: browsers,
  };
}

/** Adds a person (no id) or saves one; `order` is 1-based, stored 0-based. */
export async function savePerson(input: SavePerson, deps: OncallAdminDeps = oncallAdminDeps()): Promise<Outcome> {
  const person = { name: input.name, phone: input.phone, position: input.order - 1, startsAt: input.startsAt, endsAt: input.endsAt, active: input.active, userId: input.userId ?? null };
  if (!input.id) {
    await insertOncallPerson(deps.db, person);
    return { ok: true, message: ONCALL_MESSAGES.added(input.name) };
  }
  if (!(await updateOncallPerson(deps.db, input.id, person))) return { ok: false, status: 404, message: ONCALL_MESSAGES.notFound };
  return { ok: true, message: ONCALL_MESSAGES.saved(input.name) };
}

export async function removePerson(id: string, deps: OncallAdminDeps = oncallAdminDeps()): Promise<Outcome> {
  const people = await listOncallPeople(deps.db);
  const person = people.find((p) => p.id === id);
  if (!person || !(await deleteOncallPerson(deps.db, id))) return { ok: false, status: 404, message: ONCALL_MESSAGES.notFound };
  return { ok: true, message: ONCALL_MESSAGES.removed(person.name) };
}

/**
 * Saves (POST) or removes (DELETE) this browser's push subscription for the signed-in admin. Only a browser
 * push service's endpoint is saved: the alert worker sends to it (decision 0090).
 */
export async function changePushSubscription(
  method: string,
  body: unknown,
  userId: string,
  deps: Pick<OncallAdminDeps, "db" | "allowLoopbackPush"> = oncallAdminDeps(),
): Promise<Outcome> {
  if (method === "DELETE") {
    const endpoint = typeof body === "object" && body && "endpoint" in body && typeof body.endpoint === "string" ? body.endpoint : "";
    await deleteUserPushSubscription(deps.db, userId, endpoint);
    return { ok: true, message: ONCALL_MESSAGES.pushOff };
  }
  const parsed = pushSubscriptionSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, message: ONCALL_MESSAGES.pushInvalid };
  if (!isPushServiceEndpoint(parsed.data.endpoint, { allowLoopback: deps.allowLoopbackPush })) return { ok: false, status: 400, message: ONCALL_MESSAGES.pushNotAService };
  await savePushSubscription(deps.db, userId, { endpoint: parsed.data.endpoint, ...parsed.data.keys });
  return { ok: true, message: ONCALL_MESSAGES.pushOn };
}
