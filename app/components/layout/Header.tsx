import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { telHref } from "~/content/business";
import { basePath, langOf, languages, localePath, localeTags } from "~/content/languages";
import type { FrameText } from "~/content/frame-text";
import { useHasTwin, useLocalePath, useWords } from "~/hooks/use-lang";
import { useBusiness } from "~/hooks/use-business";
import { FreeEstimateLink } from "~/components/forms/FreeEstimateLink";

/** docs/product.md §9: the header turns solid past this many pixels of scroll. */
const HEADER_SCROLL_THRESHOLD = 50;

const current = (isActive: boolean) => (isActive ? "bg-navy-800 text-white" : "text-navy-900 hover:bg-navy-50");

// Narrower beside the language switch and the phone number, so the header's row stays one row on a laptop.
const navClass = ({ isActive }: { isActive: boolean }) => `whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold ${current(isActive)}`;

// A block-level link: an inline one around a block paints no background behind its text (white on white).
const menuItemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-[44px] items-center rounded-md px-3 text-base font-semibold ${current(isActive)}`;

/**
 * The same page in each other language of the list (app/content/language-list.mjs): a plain link (works without
 * JavaScript) named in the language it leads to, keeping the query string (decision 0160). The server never sees
 * the #anchor: once the page is live the link takes it too, so the visitor lands on the same part of the page.
 */
function LanguageSwitch({ className, short = false }: { className: string; short?: boolean }) {
  const { pathname, search, hash: routerHash } = useLocation();
  const here = langOf(pathname);
  // The status page has one path, in its lead's language: there is no other page to switch to.
  const hasTwin = useHasTwin();
  // Empty on the server and in the first render, so hydration matches the server's HTML.
  const [hash, setHash] = useState("");
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [routerHash]);
  if (!hasTwin) return null;
  return languages
    .filter((lang) => lang !== here)
    .map((lang) => (
      <a
        key={lang}
        href={`${localePath(lang, basePath(pathname))}${search}${hash}`}
        hrefLang={lang}
        lang={lang}
        className={className}
        data-testid="language-switch"
      >
        {short ? (
          // The header's row has no room for the word: its code is shown, its name is read.
          <>
            <span aria-hidden="true">{lang.toUpperCase()}</span>
            <span className="sr-only">{localeTags[lang].name}</span>
          </>
        ) : (
          localeTags[lang].name
        )}
      </a>
    ));
}

export function Header() {
  const business = useBusiness();
  const { navigation: { mainNav }, frame: { header } } = useWords<FrameText>();
  const to = useLocalePath();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 transition-colors ${scrolled ? "bg-white shadow-md" : "bg-white/95"}`}
    >
      <div className="container-page flex items-center justify-between gap-2 py-3">
        {/* Below lg the licence line wraps when the row is full (a long language, a phone); from lg the name sets
            the width, and the nav is what gives way. */}
        <Link to={to("/")} className="flex flex-col leading-tight text-navy-900 lg:w-min">
          <span className="flex items-center gap-1.5 whitespace-nowrap text-xl font-extrabold tracking-tight lg:text-lg">
            {/* The brand mark is the favicon itself: one drawing for the tab and the header. */}
            <img src="/favicon.svg" alt="" width="24" height="24" className="shrink-0" /> {business.name}
          </span>
          <span className="text-xs font-medium text-navy-700" data-testid="licence-line">
            {header.licence(business.licence)}
          </span>
        </Link>
        {/* Its labels wrap onto a second line rather than push the row out of the window (longer words). */}
        <nav aria-label={header.mainNav} className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.path}>
                <NavLink to={to(item.path)} end={item.path === "/"} prefetch="intent" className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {/* On a phone too, beside the menu button, where visitors look for it. */}
          <LanguageSwitch
            short
            className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-md px-2 text-sm font-semibold text-navy-900 underline hover:bg-navy-50"
          />
          <a href={telHref(business.phone)} className="hidden whitespace-nowrap font-bold text-navy-900 xl:inline">
            {business.phone}
          </a>
          <FreeEstimateLink className="btn-secondary hidden whitespace-nowrap px-4 text-sm md:inline-flex" testId="header-estimate" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** A <details> disclosure: opens and closes without JavaScript; with it, closes when a link is followed. */
function MobileMenu() {
  const business = useBusiness();
  const { navigation: { mainNav }, frame: { header } } = useWords<FrameText>();
  const to = useLocalePath();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  return (
    <details ref={ref} className="group lg:hidden" data-testid="mobile-menu">
      <summary className="btn-outline cursor-pointer list-none px-3" aria-label={header.menu}>
        <span aria-hidden="true" className="icon icon-menu group-open:hidden" />
        <span aria-hidden="true" className="icon icon-close hidden group-open:block" />
      </summary>
      <nav aria-label={header.mobileNav} className="absolute inset-x-0 top-full border-t bg-white shadow-lg">
        <ul className="container-page flex flex-col py-2">
          {mainNav.map((item) => (
            <li key={item.path}>
              <NavLink
                to={to(item.path)}
                end={item.path === "/"}
                className={menuItemClass}
                onClick={() => ref.current?.removeAttribute("open")}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className="flex min-h-[44px] items-center whitespace-nowrap rounded-md px-3 text-base font-semibold text-navy-900 underline hover:bg-navy-50" />
          </li>
          <li className="mt-2 flex flex-col gap-2 pb-2">
            <a href={telHref(business.phone)} className="btn-secondary">
              {header.call(business.phone)}
            </a>
            <FreeEstimateLink className="btn-secondary" testId="header-estimate" />
          </li>
        </ul>
      </nav>
    </details>
  );
}
