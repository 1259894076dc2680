import { lazy, Suspense, useContext, useId, useLayoutEffect, useRef, useState } from "react";
import { useBusiness } from "~/hooks/use-business";
import { ChatGreeter } from "./ChatGreeter";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import type { ChatWords } from "~/lib/assistant/chat.messages";
import { PartWordsOnServer, WordsOnFirstUse } from "~/components/ui/words-on-first-use";

// The conversation's code loads when the visitor reaches for the launcher (a pointer over it, a finger included,
// or focus on it) or first opens the chat, so the home page carries only the launcher and the greeter at intent.
const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

/**
 * The launcher docks in space the page keeps free for it (app/tailwind.css; docs/performance.md, "The chat launcher and the greeter"): below lg at the
 * bottom bar's right end, from lg as a round button in the right margin, so it never covers a control.
 */
const LAUNCHER_CLASS =
  "btn-volt fixed bottom-2 right-2 z-40 h-11 w-24 px-2 shadow-md lg:bottom-6 lg:right-4 lg:h-14 lg:w-14 lg:rounded-full lg:shadow-xl";

/** A speech bubble (docs/design.md, "Icons"): an emoji shows as an empty box where no emoji font is installed. */
function ChatIcon() {
  return <span aria-hidden="true" className="icon icon-message h-[22px] w-[22px] lg:h-7 lg:w-7" />;
}

/** The icon, a short visible word (none from lg) and the rest of the name for assistive technology. */
function LauncherLabel({ text, rest }: { text: string; rest: string }) {
  return (
    <>
      <ChatIcon />
      <span className="lg:sr-only">{text}</span>
      <span className="sr-only">{rest}</span>
    </>
  );
}

/**
 * The home page's chat widget with its one-time greeter, in the page's language. Without JavaScript the
 * launcher is a link to the /chat page (/es/chat in Spanish), which holds the conversation server-side. Its words
 * are not in the home page's data, which is at its size's edge: the server renders the link with them, the browser
 * keeps it as served, and the widget takes its place once the words it fetches when the page's code runs arrive.
 * The link is not a Suspense boundary of the served page: React hydrates those at idle priority, and a router
 * update waiting for the page's sleeping parts holds that back for as long as it waits (docs/performance.md,
 * "Code on first use"); the widget, rendered in the browser, comes as a retry, which nothing holds back.
 */
export function ChatWidget() {
  const hydrated = useHydrated();
  // Rendered while the page hydrates: the visitor landed on this page, whose served link is here.
  const landedHere = useRef(!hydrated).current;
  const [replaced, setReplaced] = useState(false);
  return (
    <>
      {landedHere && !replaced ? <ServedLauncher /> : null}
      {hydrated ? (
        <Suspense fallback={null}>
          <WordsOnFirstUse part="chat">
            <Widget landedHere={landedHere} onShown={setReplaced} />
          </WordsOnFirstUse>
        </Suspense>
      ) : null}
    </>
  );
}

/** The link to the chat page, with its words on the server; in the browser it hydrates without them, its label kept as served. */
function ServedLauncher() {
  const link = { href: useLocalePath()("/chat"), className: LAUNCHER_CLASS, "data-testid": "chat-launcher", "data-chat-launcher": "" };
  if (!useContext(PartWordsOnServer)) return <a {...link} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  return (
    <WordsOnFirstUse part="chat">
      <ServedLink link={link} />
    </WordsOnFirstUse>
  );
}

function ServedLink({ link }: { link: JSX.IntrinsicElements["a"] }) {
  const t = useWords<ChatWords>().chat;
  return (
    <a {...link}>
      <LauncherLabel text={t.launcher} rest={t.launcherRest(useBusiness().assistantName)} />
    </a>
  );
}

function Widget({ landedHere, onShown }: { landedHere: boolean; onShown: (shown: true) => void }) {
  const business = useBusiness();
  const t = useWords<ChatWords>().chat;
  const name = business.assistantName;
  const [open, setOpen] = useState(false);
  // The panel mounts at the first open and stays (hidden while closed), keeping the conversation.
  const [opened, setOpened] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Before paint: the served link and this button are never both on screen.
  useLayoutEffect(() => onShown(true), [onShown]);

  function show(next: boolean) {
    if (next) setOpened(true);
    setOpen(next);
  }

  /** Closes the panel and gives focus back to the launcher. */
  function close() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  return (
    <>
      <button
        type="button"
        ref={launcherRef}
        className={LAUNCHER_CLASS}
        aria-expanded={open}
        // Names the panel once it exists: it mounts at the first open.
        aria-controls={opened ? panelId : undefined}
        onClick={() => show(!open)}
        onPointerOver={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        data-testid="chat-launcher"
        data-chat-launcher=""
      >
        <LauncherLabel text={open ? t.close : t.launcher} rest={open ? t.closeRest : t.launcherRest(name)} />
      </button>
      <ChatGreeter assistantName={name} businessName={business.name} chatOpen={open} landedHere={landedHere} onChat={() => show(true)} />
      {/* The panel opens only from the widget's launcher or the greeter, so the served page carries none of its markup. */}
      {opened ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
