import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LeadPhotos } from "~/components/admin/LeadPhotos";
import { leadWithPhotos } from "~/lib/lead-photos.server";
import { requireAdmin } from "~/lib/require-admin.server";
import { pageTitle } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Lead", matches) }, { name: "robots", content: "noindex" }];

/** One lead's page: what the visitor sent, and the photos that came with it (admins only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const found = await leadWithPhotos(params.leadId ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  const { lead, photos } = found;
  return json({
    lead: { id: lead.id, kind: lead.kind, name: lead.name, email: lead.email, phone: lead.phone, service: lead.service, message: lead.message, createdAt: lead.createdAt },
    photos,
  });
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

export default function LeadPage() {
  const { lead, photos } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="lead-title">
      <p className="mt-6">
        <Link to="/admin/leads" className="underline">
          Back to the inbox
        </Link>
      </p>
      <h1 id="lead-title" className="mt-2 text-3xl font-extrabold">
        {lead.name ?? "Lead"}
      </h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Kind</dt>
        <dd>{lead.kind}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>{when.format(new Date(lead.createdAt))} (Eastern)</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{lead.phone ?? "—"}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{lead.email ?? "—"}</dd>
        <dt className="font-semibold">Service</dt>
        <dd>{lead.service ?? "—"}</dd>
        <dt className="font-semibold">Message</dt>
        <dd className="whitespace-pre-wrap">{lead.message || "—"}</dd>
      </dl>
      <LeadPhotos photos={photos} />
    </section>
  );
}
