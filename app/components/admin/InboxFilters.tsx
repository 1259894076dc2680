import { Form, Link, useSubmit } from "@remix-run/react";
import { LEAD_STATUSES, SEARCH_MAX, STATUS_LABELS } from "~/forms/admin-messages";
import { LANGUAGE_NAMES } from "~/content/languages";

/** The inbox's filter as its loader reads it from the URL. */
interface Filter {
  q?: string;
  kind?: string;
  lang?: string;
  status?: string;
  service?: string;
  owner?: string;
  emergency?: boolean;
  attention?: boolean;
  from?: string;
  to?: string;
}

interface FilterChoices {
  filter: Filter;
  /** The signed-in admin's id: the Mine chip. */
  me: string;
  /** `label`: the count for people (the cap and a "+" once it stops counting); null when the matches of every kind passed the cap. */
  kinds: { kind: string; label: string | null }[];
  services: string[];
  owners: { id: string; name: string }[];
}

/** The chips a phone taps most: each a plain link to its filter (the search kept), read back from the URL. */
const chips = (me: string) =>
  [
    { label: "All", params: {} },
    { label: "New", params: { status: "new" } },
    { label: "Emergency", params: { emergency: "1" } },
    { label: "Mine", params: { owner: me } },
    { label: "Needs attention", params: { attention: "1" } },
  ] as const;

const FILTER_NAMES = ["status", "kind", "lang", "service", "owner", "from", "to"] as const;

/** The filter as URL parameters (emergencies only, or needing attention, is "1"). */
export const filterParams = (filter: Filter): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).map(([name, value]) => [name, value === true ? "1" : String(value)]));

/** The chip whose filter this is (the search aside), or none when the filter is more than a chip. */
function currentChip(filter: Filter, me: string) {
  const { q: _search, ...rest } = filterParams(filter);
  return chips(me).find(({ params }) => {
    const wanted = Object.entries(params);
    return wanted.length === Object.keys(rest).length && wanted.every(([name, value]) => rest[name] === value);
  });
}

/** One of the seven choices, as [value, label] pairs: applies at once with JavaScript; the Apply button does it without. */
function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: (readonly [string, string])[] }) {
  const submit = useSubmit();
  return (
    <div>
      <label htmlFor={`leads-${name}`} className="block font-semibold">
        {label}
      </label>
      <select id={`leads-${name}`} name={name} defaultValue={value ?? ""} className="admin-input" onChange={(event) => submit(event.currentTarget.form)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The inbox's chips (All, New, Emergency, Mine, Needs attention), the search, and the seven other filters behind "Filters": a
 * <details>, so it opens without JavaScript, and open by itself when a filter beyond the chip's is in use.
 */
export function InboxFilters({ filter, me, kinds, services, owners }: FilterChoices) {
  const chip = currentChip(filter, me);
  const moreInUse = !chip && FILTER_NAMES.some((name) => filter[name]);
  const query = (params: Record<string, string>) => new URLSearchParams({ ...(filter.q ? { q: filter.q } : {}), ...params });
  const exportQuery = new URLSearchParams(filterParams(filter));
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Quick filters" data-testid="lead-chips">
        {chips(me).map(({ label, params }) => {
          const current = chip?.label === label;
          const search = query(params).toString();
          return (
            <li key={label}>
              <Link
                to={search ? `/admin/leads?${search}` : "/admin/leads"}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-[44px] items-center rounded-full border-2 px-3 font-semibold ${
                  current ? "border-navy-800 bg-navy-800 text-white" : "border-navy-200 bg-white text-navy-900"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>

      <Form method="get" className="mt-3" aria-label="Find leads" key={JSON.stringify(filter)}>
        {filter.emergency ? <input type="hidden" name="emergency" value="1" /> : null}
        {filter.attention ? <input type="hidden" name="attention" value="1" /> : null}
        <label htmlFor="leads-q" className="sr-only">
          Search
        </label>
        {/* The placeholder is what fits beside the button on a phone; the whole hint is read out. */}
        <p id="leads-q-hint" className="sr-only">
          Name, phone, email or address
        </p>
        <div className="flex items-stretch gap-2">
          <input
            id="leads-q"
            type="search"
            name="q"
            defaultValue={filter.q ?? ""}
            maxLength={SEARCH_MAX}
            placeholder="Name, phone or email"
            aria-describedby="leads-q-hint"
            className="admin-input mt-0 min-w-0 flex-1"
          />
          <button type="submit" className="btn-outline px-4">
            Search
          </button>
        </div>

        <details className="mt-2 rounded-xl border border-navy-100" open={moreInUse} data-testid="lead-filters">
          <summary className="flex min-h-[44px] cursor-pointer items-center px-4 font-semibold">Filters</summary>
          <div className="border-t border-navy-100 p-4">
            {kinds.length > 0 ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Leads by kind" data-testid="kind-counts">
                {kinds.map((k) => (
                  <li key={k.kind}>
                    <Link to={`?${new URLSearchParams({ ...filterParams(filter), kind: k.kind })}`} className="underline" aria-current={filter.kind === k.kind ? "true" : undefined}>
                      {k.label === null ? k.kind : `${k.kind}: ${k.label}`}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {/* Two choices a row on a phone, four on a wide screen. */}
            <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <FilterSelect name="status" label="Status" value={filter.status} options={[["", "Any status"], ...LEAD_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)]} />
              <FilterSelect name="kind" label="Kind" value={filter.kind} options={[["", "All kinds"], ...kinds.map((k) => [k.kind, k.label === null ? k.kind : `${k.kind} (${k.label})`] as const)]} />
              <FilterSelect name="lang" label="Language" value={filter.lang} options={[["", "Any language"], ...Object.entries(LANGUAGE_NAMES)]} />
              <FilterSelect name="service" label="Service" value={filter.service} options={[["", "Any service"], ...services.map((s) => [s, s] as const)]} />
              <FilterSelect name="owner" label="Owner" value={filter.owner} options={[["", "Anyone"], ["none", "Nobody yet"], ...owners.map((o) => [o.id, o.name] as const)]} />
              <div>
                <label htmlFor="leads-from" className="block font-semibold">
                  Received from
                </label>
                <input id="leads-from" type="date" name="from" defaultValue={filter.from ?? ""} className="admin-input" />
              </div>
              <div>
                <label htmlFor="leads-to" className="block font-semibold">
                  Received until
                </label>
                <input id="leads-to" type="date" name="to" defaultValue={filter.to ?? ""} className="admin-input" />
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-end gap-2">
              <button type="submit" className="btn-outline">
                Apply
              </button>
              {Object.keys(filter).length > 0 ? (
                <Link to="/admin/leads" className="btn-outline">
                  Clear filters
                </Link>
              ) : null}
              <a href={`/admin/leads.csv?${exportQuery}`} className="btn-secondary" download>
                Export CSV
              </a>
            </div>
          </div>
        </details>
      </Form>
    </>
  );
}
