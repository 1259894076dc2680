import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import { FormDialogsProvider } from "~/components/forms/FormDialogs";
import { BackButton } from "~/components/layout/BackButton";
import { EmergencyBar } from "~/components/layout/EmergencyBar";
import { Header } from "~/components/layout/Header";
import { MobileBottomBar } from "~/components/layout/MobileBottomBar";
import { InlineStylesheet } from "~/components/document-styles";
import { NotFound } from "~/components/layout/NotFound";
import { FrameWords } from "~/components/layout/frame-text";
import type { FrameText } from "~/content/frame-text";
import { useLang, useWords } from "~/hooks/use-lang";
import { useNonce } from "~/components/nonce";
import { Toaster } from "~/components/ui/Toaster";
import { deferUntilUsed } from "~/components/ui/deferred";
import { frameData } from "~/lib/content/frame-data.server";
import { basePath, langOf, type Lang } from "~/content/languages";
import { receiveWords } from "~/content/catalogue";

// The footer hydrates when first reached for, and brings its words with its code (decision 0085).
const Footer = deferUntilUsed(() => import("~/components/layout/Footer").then((m) => m.Footer));

// The stylesheet is inlined by <InlineStylesheet /> (entry.server reads it from the build).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const sent = (matches.find((match) => match.id === "root")?.data as { words?: unknown } | undefined)?.words;
  const text = sent === undefined ? null : receiveWords<FrameText>(sent).frame;
  return [...(text ? [{ title: notFound ? text.pageNotFoundTitle : text.errorTitle }] : []), { name: "robots", content: "noindex" }];
};

export const loader = ({ request }: LoaderFunctionArgs) => frameData(request);

/** The frame's text is in the URL's language: the root loader runs again when a link changes the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  langOf(currentUrl.pathname) !== langOf(nextUrl.pathname) || defaultShouldRevalidate;

/**
 * What a route adds after the footer (the home page's chat widget), given as its `handle.afterFooter`, so its
 * code ships with that route's module, not with every page.
 */
export interface FrameHandle {
  afterFooter?: ComponentType;
  /**
   * A page whose language is not its URL's says so here, from its loader data (the customer's status page, one
   * path, speaks its lead's language; decision 0172). `<html lang>`, the frame and its links follow it
   * (useLang); every other page's is its URL's.
   */
  lang?: (data: unknown) => Lang | undefined;
  /**
   * "own": the page draws its own frame (the admin's pages and its sign-in): none of the public one, whose bars
   * and offers sell to visitors and sit fixed over the office's work.
   */
  frame?: "own";
  /**
   * A personal page that, like the shared ones, waits for the visitor's first intent to load its code (decision
   * 0088), from its loader data: it is sent whole, its inline scripts allowed by hash instead of a nonce.
   */
  codeOnIntent?: (data: unknown) => boolean;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const AfterFooter = matches
    .map((match) => (match.handle as FrameHandle | undefined)?.afterFooter)
    .filter(Boolean)
    .pop();
  const lang = useLang();
  const ownFrame = matches.some((match) => (match.handle as FrameHandle | undefined)?.frame === "own");
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#112244" />
        <Meta />
        <InlineStylesheet />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-navy-900 antialiased">
        <FrameWords>
          <SkipToContent />
          <Toaster toast={data?.toast ?? null} />
          {ownFrame ? (
            children
          ) : (
            <FormDialogsProvider>
              <EmergencyBar />
              <Header />
              <main id="main" className="flex-1">
                {basePath(pathname) !== "/" ? <BackButton /> : null}
                {children}
              </main>
              <Footer />
              <MobileBottomBar />
              {AfterFooter ? <AfterFooter /> : null}
            </FormDialogsProvider>
          )}
        </FrameWords>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipToContent() {
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
      {useWords<FrameText>().frame.skipToContent}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const text = useWords<FrameText>().frame;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : text.unknownError;
  return (
    <section className="container-page py-16" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-extrabold">
        {text.errorTitle}
      </h1>
      <p className="mt-4 text-lg" data-testid="error-detail">
        {detail}
      </p>
    </section>
  );
}
