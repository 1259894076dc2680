import { Form, Link, NavLink, useLocation } from "@remix-run/react";

/**
 * The admin's pages and the words that name them (the admin is English: docs/languages.md). The phone's tab bar
 * shows the day's work (the leads, who goes where, the figures), the site's words, and "More" for the rest: five
 * tabs, each an icon over a word that stays whole at 360 px; a wide screen shows them all in the header.
 */
const LEADS = { to: "/admin/leads", label: "Leads", icon: "inbox" };
/** The office's day: who goes where (docs/visits.md). */
const TODAY = { to: "/admin/today", label: "Today", icon: "calendar" };
const DASHBOARD = { to: "/admin/dashboard", label: "Dashboard", icon: "chart" };
const CONTENT = { to: "/admin/content", label: "Content", icon: "pencil" };
const GALLERY = { to: "/admin/gallery", label: "Gallery" };
const IMPORT = { to: "/gallery-import", label: "Import" };
const ON_CALL = { to: "/admin/on-call", label: "On call" };
const DESIGN = { to: "/admin/design", label: "Design" };
const TABS = [LEADS, TODAY, DASHBOARD, CONTENT];
const MORE = [GALLERY, IMPORT, ON_CALL, { to: "/admin/content/reviews", label: "Reviews" }, DESIGN];
const WIDE = [GALLERY, IMPORT, LEADS, TODAY, DASHBOARD, ON_CALL, CONTENT, DESIGN];
const MORE_LABEL = "More";
const LOG_OUT = "Log out";

const under = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The phone's current tab: a page of "More" (the reviews among them, though under the site's words) marks More, else its section. */
function currentTab(pathname: string): string | null {
  if (MORE.some((item) => under(pathname, item.to))) return MORE_LABEL;
  return TABS.find((tab) => under(pathname, tab.to))?.label ?? null;
}

/** The header's navigation from lg up: every page, with who is signed in and the (POST) logout button. */
export function AdminNav({ email }: { email: string }) {
  return (
    <div className="hidden flex-wrap items-center justify-between gap-3 lg:flex">
      <nav aria-label="Admin">
        <ul className="flex flex-wrap gap-1">
          {WIDE.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `inline-flex min-h-[44px] items-center rounded-md px-3 font-semibold ${isActive ? "bg-navy-800 text-white" : "text-navy-900 hover:bg-navy-50"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" action="/logout" className="flex items-center gap-3">
        <span className="break-words text-sm text-navy-700">
          Signed in as <strong>{email}</strong>
        </span>
        <button type="submit" className="btn-outline">
          {LOG_OUT}
        </button>
      </Form>
    </div>
  );
}

const tabClass = (current: boolean) =>
  `flex min-h-[56px] w-full cursor-pointer list-none flex-col items-center justify-center gap-0.5 border-t-4 px-0.5 text-[11px] font-semibold leading-tight ${
    current ? "border-brand-600 bg-navy-50 text-navy-900" : "border-transparent text-navy-800"
  }`;

/** A tab's drawing, over its word (docs/design.md, "Icons"). */
const TabIcon = ({ name }: { name: string }) => <span aria-hidden="true" className={`icon icon-${name} h-6 w-6`} />;

/**
 * Below lg, the office's phone app: a tab bar fixed at the bottom (over the safe area of a phone without a home
 * button), its tabs plain links and "More" a <details> menu, so it all works without JavaScript. The menu is
 * keyed by the page, so it closes when one of its links is followed.
 */
export function AdminTabBar({ email }: { email: string }) {
  const { pathname } = useLocation();
  const current = currentTab(pathname);
  return (
    <nav aria-label="Admin" className="fixed inset-x-0 bottom-0 z-40 border-t border-navy-100 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden" data-testid="admin-tabs">
      <ul className="grid grid-cols-5">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className={tabClass(current === tab.label)} aria-current={current === tab.label ? "page" : undefined}>
              <TabIcon name={tab.icon} />
              {tab.label}
            </Link>
          </li>
        ))}
        <li>
          <details key={pathname} className="group">
            <summary className={tabClass(current === MORE_LABEL)} aria-current={current === MORE_LABEL ? "page" : undefined}>
              <TabIcon name="more" />
              {MORE_LABEL}
            </summary>
            <div className="absolute bottom-full right-2 mb-2 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-navy-100 bg-white p-2 shadow-lg">
              <ul>
                {MORE.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className={`flex min-h-[44px] items-center rounded-md px-3 font-semibold ${pathname === item.to ? "bg-navy-800 text-white" : "text-navy-900"}`}
                      aria-current={pathname === item.to ? "page" : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <Form method="post" action="/logout" className="mt-2 border-t border-navy-100 px-3 pt-2">
                <p className="break-words text-sm text-navy-700">{email}</p>
                <button type="submit" className="btn-outline mt-2 w-full">
                  {LOG_OUT}
                </button>
              </Form>
            </div>
          </details>
        </li>
      </ul>
    </nav>
  );
}
