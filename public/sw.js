/*
 * The admin's service worker (scope /admin): shows the emergency alerts pushed to this browser and opens the
 * lead when one is tapped. The payload is { title, body, url, ackUrl, tag } (app/lib/emergencies/alert-sending.server.ts).
 */
self.addEventListener("push", (event) => {
  let alert = { title: "Emergency request", body: "", url: "/admin/leads", tag: undefined };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // An unreadable payload still alerts: the office must look.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      renotify: true,
      requireInteraction: true,
      data: { url: alert.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/admin/leads", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
