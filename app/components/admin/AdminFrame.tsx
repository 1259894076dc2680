import type { ReactNode } from "react";
import { useBusiness } from "~/hooks/use-business";
import { AdminNav, AdminTabBar } from "./AdminNav";

/**
 * The office's own frame around the admin pages and its sign-in, in place of the public site's: its navigation
 * and who is signed in, and nothing that sells to a visitor. The office works leads from a phone: below lg the
 * header is one line and the navigation is the tab bar at the bottom, the page kept clear of it; from lg the
 * header holds it all. Signed out (the sign-in pages) it names the business.
 */
export function AdminFrame({ email, children }: { email?: string; children: ReactNode }) {
  const business = useBusiness();
  const name = <p className={`py-2 text-lg font-bold ${email ? "lg:hidden" : ""}`}>{business.name} office</p>;
  return (
    <>
      <header className="border-b border-navy-100 bg-white" data-testid="admin-header">
        <div className={`container-page ${email ? "py-1 lg:py-3" : "py-3"}`}>
          {name}
          {email ? <AdminNav email={email} /> : null}
        </div>
      </header>
      <main id="main" className={`flex-1 ${email ? "pb-[calc(4.5rem+env(safe-area-inset-bottom))] lg:pb-0" : ""}`}>
        {children}
      </main>
      {email ? <AdminTabBar email={email} /> : null}
    </>
  );
}
