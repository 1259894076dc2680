import { Link } from "@remix-run/react";

/**
 * Category chips: plain `?category=` links (the loader filters without JavaScript); with JavaScript the
 * click is handled in place — the URL is updated without a navigation.
 */
export function FilterChips({
  filters,
  selected,
  onSelect,
  anchor,
  label,
}: {
  filters: readonly { value: string; label: string }[];
  selected: string;
  onSelect: (value: string) => void;
  anchor: string;
  label: string;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label} data-testid="filter-chips">
      {filters.map((filter) => {
        const active = filter.value === selected;
        const href = `${filter.value === "all" ? "?" : `?category=${filter.value}`}#${anchor}`;
        return (
          <li key={filter.value}>
            <Link
              to={href}
              preventScrollReset
              aria-current={active ? "true" : undefined}
              // The border, not the white fill (1.1:1 on the pale section), sets the chip apart (WCAG 1.4.11).
              className={`btn min-h-[44px] rounded-full border-2 px-4 text-sm ${
                active ? "border-navy-800 bg-navy-800 text-white" : "border-navy-600 bg-white text-navy-900 hover:border-navy-800"
              }`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onSelect(filter.value);
                const url = new URL(window.location.href);
                if (filter.value === "all") url.searchParams.delete("category");
                else url.searchParams.set("category", filter.value);
                window.history.replaceState(window.history.state, "", url);
              }}
            >
              {filter.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
