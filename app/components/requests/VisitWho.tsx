import { Monogram } from "~/components/pages/Monogram";
import type { RequestStatusText } from "~/content/request-status";
import { useWords } from "~/hooks/use-lang";

/**
 * Who is coming to the visit, on the customer's page: their photo from the published team, or their initials in a
 * circle (an admin, or a member without a photo), named in the lead's language, then their name.
 */
export function VisitWho({ name, photo }: { name: string; photo: string | null }) {
  const { request: m } = useWords<{ request: RequestStatusText }>();
  return (
    <span className="mt-1 flex items-center gap-3" data-testid="visit-who">
      {photo ? (
        <img src={photo} alt={m.visitWhoPhoto(name)} width={80} height={80} className="h-20 w-20 shrink-0 rounded-full object-cover" />
      ) : (
        <span role="img" aria-label={m.visitWhoInitials(name)}>
          <Monogram name={name} />
        </span>
      )}
      <span className="text-lg">{name}</span>
    </span>
  );
}
