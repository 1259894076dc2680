import type { ReactNode } from "react";
import { useBusiness } from "~/hooks/use-business";
import { AdminNav } from "./AdminNav";

/**
 * The office's own frame around the admin pages and its sign-in, in place of the public site's: its navigation
 * and who is signed in, and nothing that sells to a visitor or sits fixed over the work (the office works leads
 * from a phone). Signed out (the sign-in pages) it names the business.
 */
export function AdminFrame({ email, children }: { email?: string; children: ReactNode }) {
  const business = useBusiness();
  return (
    <>
      <header className="border-b border-navy-100 bg-white" data-testid="admin-header">
        <div className="container-page py-3">
          {email ? <AdminNav email={email} /> : <p className="py-2 text-lg font-bold">{business.name} office</p>}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}
