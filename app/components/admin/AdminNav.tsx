import { Form, NavLink } from "@remix-run/react";

const links = [
  { to: "/admin", label: "Gallery" },
  { to: "/gallery-import", label: "Import" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/on-call", label: "On call" },
  { to: "/admin/content", label: "Site words" },
];

/** The admin pages' own navigation, with who is signed in and the (POST) logout button. */
export function AdminNav({ email }: { email: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Admin">
        <ul className="flex flex-wrap gap-1">
          {links.map((link) => (
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
          Log out
        </button>
      </Form>
    </div>
  );
}
