import { useEffect, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { ONCALL_MESSAGES } from "~/forms/admin-messages";

type State = "unknown" | "on" | "off" | "unsupported" | "denied" | "failed" | "busy";

const RESOURCE = "/admin/push-subscription";

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string) {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const supported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function registration() {
  return navigator.serviceWorker.register("/sw.js", { scope: "/admin" });
}

/**
 * "Enable notifications" for this browser: registers the service worker (/sw.js), subscribes with the site's
 * VAPID key and hands the subscription to the server; "Turn off" undoes both. Needs JavaScript by nature.
 */
export function PushToggle({ publicKey }: { publicKey: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>("unknown");

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("denied");
    let live = true;
    void registration()
      .then((r) => r.pushManager.getSubscription())
      .then((s) => live && setState(s ? "on" : "off"))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    setState("busy");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      const r = await registration();
      const subscription = await r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const response = await fetch(RESOURCE, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(subscription.toJSON()) });
      setState(response.ok ? "on" : "failed");
    } catch {
      setState("failed");
    }
  }

  async function disable() {
    setState("busy");
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        await fetch(RESOURCE, { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ endpoint: subscription.endpoint }) });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setState("failed");
    }
  }

  if (!hydrated) return <p className="text-navy-700">Turning on notifications needs JavaScript.</p>;
  const note = {
    unknown: null,
    busy: null,
    on: ONCALL_MESSAGES.pushOn,
    off: ONCALL_MESSAGES.pushOff,
    unsupported: ONCALL_MESSAGES.pushUnsupported,
    denied: ONCALL_MESSAGES.pushDenied,
    failed: ONCALL_MESSAGES.pushFailed,
  }[state];
  return (
    <div className="flex flex-wrap items-center gap-3">
      {state === "on" ? (
        <button type="button" className="btn-outline" onClick={disable}>
          Turn off notifications
        </button>
      ) : (
        <button type="button" className="btn-primary" onClick={enable} disabled={state === "busy" || state === "unsupported" || state === "denied"}>
          Enable notifications
        </button>
      )}
      <p role="status" className="text-navy-700" data-testid="push-state">
        {note}
      </p>
    </div>
  );
}
