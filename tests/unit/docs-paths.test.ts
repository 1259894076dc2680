import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The documents are a map of today's code, so what they name must exist:
 * - a repository path in README.md, ARCHITECTURE.md or docs/**.md (decision records included) must be a file or
 *   folder of the tree;
 * - a decision number cited there, or in a comment under app/, server/, scripts/, tests/, db/ or a root config, must be a record of
 *   the index (docs/decisions/README.md);
 * - the records are few and short: at most 40 in force, none over 30 lines, each a row of the index.
 */
const root = path.resolve(import.meta.dirname, "../..");
const decisionsDir = "docs/decisions";
const indexFile = `${decisionsDir}/README.md`;

/** The top-level folders a path may start with; a word before them (`~db/`, `/media/`, `build-pseudo/`) is not a path. */
const topFolders = ["app", "server", "tests", "scripts", "migrations", "docs", "public", "db", "types", ".ci"];
const pathPattern = new RegExp(
  String.raw`(?<![\w./~$@\-])((?:${topFolders.map((f) => f.replace(".", "\\.")).join("|")})/[\w.\-/$*{},<>…\[\]@+]*)`,
  "g",
);

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const rel = `${dir}/${entry.name}`;
    out.push(entry.isDirectory() ? `${rel}/` : rel);
    if (entry.isDirectory()) walk(rel, out);
  }
  return out;
}
const tree = topFolders.filter((f) => existsSync(path.join(root, f))).flatMap((f) => walk(f, [`${f}/`]));

/** Trailing punctuation of the sentence, and a bracket the path did not open, are not part of the path. */
function trimPath(raw: string): string {
  let p = raw;
  for (;;) {
    const before = p;
    p = p.replace(/[.,:;]+$/, "");
    for (const [open, close] of [["[", "]"], ["{", "}"], ["<", ">"]]) {
      if (p.endsWith(close) && p.split(open).length < p.split(close).length) p = p.slice(0, -1);
    }
    if (p === before) return p;
  }
}

function expandBraces(p: string): string[] {
  const m = /\{([^{}]*)\}/.exec(p);
  if (!m) return [p];
  return m[1].split(",").flatMap((alt) => expandBraces(p.slice(0, m.index) + alt + p.slice(m.index + m[0].length)));
}

/**
 * A path exists when it names a file or folder. Deliberately accepted patterns, each of which must still match at
 * least one real path (so a pattern over a folder that is gone fails too): `*` (within a name) and `**` (across
 * folders) globs, `{a,b}` alternatives, `<placeholder>` and `…` for a part the reader fills in. Route files
 * keep Remix's `$param`, `[.]` and `_` in their names, so those are matched literally, as file names.
 */
function pathExists(p: string, files: readonly string[] = tree): boolean {
  return expandBraces(p).every((alt) => {
    if (!/[*<…]/.test(alt)) return files.includes(alt) || files.includes(`${alt}/`);
    const source = alt
      .split(/(\*\*\/?|\*|<[^<>/]*>|…)/)
      .map((part) => {
        if (part.startsWith("**")) return ".*";
        if (part === "*" || /^<.*>$/.test(part)) return "[^/]*";
        if (part === "…") return ".*";
        return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    const re = new RegExp(`^${source}/?$`);
    return files.some((f) => re.test(f));
  });
}

function pathsIn(text: string): string[] {
  return [...text.matchAll(pathPattern)].map((m) => trimPath(m[1])).filter((p) => p.includes("/"));
}

const number = String.raw`0\d{3}`;
/**
 * Decision numbers in a document: every four-digit number starting with 0 (the records are 0001–0999 and the
 * documents hold no other such number), except a migration's (`migration 0007`, `0007_name.sql`), a file mode
 * (`mode 0700`), the last part of a phone number (`555-0142`) and one inside a word (a commit `0273afb`).
 */
function decisionNumbersInDoc(text: string): string[] {
  const rest = text.replace(/(?:migrations?|mode) 0\d{3}\b/gi, "").replace(/\b\d{3}-0\d{3}\b/g, "");
  return [...rest.matchAll(new RegExp(`(?<![\\w.,])(${number})(?!\\w|[.,]\\d)`, "g"))].map((m) => m[1]);
}

/**
 * Decision numbers in code, where other numbers abound: only in the shapes a citation takes, `decision 0123`
 * (and the list after it: `decisions 0088 and 0106`, `0040–0043`), `docs/decisions/0123` and a record's file name
 * `0123-title`.
 */
function decisionNumbersInCode(text: string): string[] {
  const sep = String.raw`(?:\s*(?:,|–|-|/|\band\b|\bor\b)\s*)`;
  const lists = [...text.matchAll(new RegExp(`\\bdecisions?:?\\s+(${number}(?:${sep}${number})*)\\b`, "gi"))].flatMap(
    (m) => m[1].match(new RegExp(number, "g")) ?? [],
  );
  const files = [...text.matchAll(new RegExp(`(?:decisions/|(?<![\\w.])(?=${number}-[a-z]))(${number})`, "g"))].map(
    (m) => m[1],
  );
  return [...lists, ...files];
}

function read(rel: string): string {
  return readFileSync(path.join(root, rel), "utf8");
}

const indexed = new Set([...(existsSync(path.join(root, indexFile)) ? read(indexFile) : "").matchAll(new RegExp(`^\\|\\s*\\[(${number})\\]`, "gm"))].map((m) => m[1]));
const records = readdirSync(path.join(root, decisionsDir)).filter((f) => /^\d{4}-.*\.md$/.test(f));

const documents = ["README.md", "ARCHITECTURE.md", ...tree.filter((f) => /^docs\/.*\.md$/.test(f))];
const rootCode = readdirSync(root).filter((f) => /\.config\.(ts|js|mjs|cjs)$/.test(f));
const codeFiles = [
  ...rootCode,
  ...tree.filter((f) => /^(app|server|scripts|tests|db)\/.*\.(ts|tsx|js|mjs|cjs|css)$/.test(f) && f !== "tests/unit/docs-paths.test.ts"),
];

function problems(files: string[], numbersIn: (t: string) => string[], paths: boolean) {
  const out: string[] = [];
  for (const file of files) {
    const text = read(file);
    if (paths) for (const p of new Set(pathsIn(text))) if (!pathExists(p)) out.push(`${file}: path ${p}`);
    for (const n of new Set(numbersIn(text))) if (!indexed.has(n)) out.push(`${file}: decision ${n} is not in ${indexFile}`);
  }
  return out;
}

describe("the documents name only what exists", () => {
  it("every path and decision number in README.md, ARCHITECTURE.md and docs/ exists", () => {
    const found = problems(documents, decisionNumbersInDoc, true);
    expect(found, `${found.length} problems:\n${found.join("\n")}`).toEqual([]);
  });

  it("every decision number cited in code (app/, server/, scripts/, tests/, db/, root configs) is in the index", () => {
    const found = problems(codeFiles, decisionNumbersInCode, false);
    expect(found, `${found.length} problems:\n${found.join("\n")}`).toEqual([]);
  });

  it("the index and the records agree: every record is a row, every row links its record", () => {
    const numbers = records.map((f) => f.slice(0, 4));
    expect(numbers.filter((n) => !indexed.has(n)), "records missing from the index").toEqual([]);
    expect([...indexed].filter((n) => !numbers.includes(n)), "index rows without a record").toEqual([]);
    const links = [...read(indexFile).matchAll(new RegExp(`^\\|\\s*\\[${number}\\]\\(([^)]+)\\)`, "gm"))].map((m) => m[1]);
    expect(links.filter((l) => !records.includes(l)), "index rows linking a file that is not a record").toEqual([]);
  });

  it("the records are few and short: at most 40 in force, none over 30 lines", () => {
    expect(records.length, "records in force").toBeLessThanOrEqual(40);
    const long = records
      .map((f) => [f, read(`${decisionsDir}/${f}`).trimEnd().split("\n").length] as const)
      .filter(([, lines]) => lines > 30)
      .map(([f, lines]) => `${f}: ${lines} lines`);
    expect(long, "records over 30 lines").toEqual([]);
  });
});

describe("what the check counts as a path or a decision number", () => {
  const files = ["app/", "app/routes/", "app/routes/services.$slug.tsx", "app/routes/admin.leads[.csv].tsx", "app/lib/", "app/lib/site/", "app/lib/site/seo.ts"];

  it("finds paths in prose, links and code spans, and leaves URLs, aliases and punctuation out", () => {
    const text =
      "See `app/lib/site/seo.ts`, [the doc](docs/phone.md) and app/routes/. Not /media/app/x, ~db/schema or build-pseudo/app/x.";
    expect(pathsIn(text)).toEqual(["app/lib/site/seo.ts", "docs/phone.md", "app/routes/"]);
  });

  it("matches route file names literally and patterns against real paths", () => {
    expect(pathExists("app/routes/services.$slug.tsx", files)).toBe(true);
    expect(pathExists("app/routes/admin.leads[.csv].tsx", files)).toBe(true);
    expect(pathExists("app/routes/*.tsx", files)).toBe(true);
    expect(pathExists("app/lib/<domain>/*.ts", files)).toBe(true);
    expect(pathExists("app/lib/**/*.ts", files)).toBe(true);
    expect(pathExists("app/{lib,routes}/", files)).toBe(true);
    expect(pathExists("app/{lib,gone}/", files)).toBe(false);
    expect(pathExists("app/lib/<domain>/*.server.ts", files)).toBe(false);
    expect(pathExists("app/lib/site/gone.ts", files)).toBe(false);
  });

  it("reads decision numbers in documents but not migrations, and only citation shapes in code", () => {
    expect(decisionNumbersInDoc("decisions 0088 and 0106 (0180); migration 0007, 0007_x.sql, mode 0700, 0273afb, 0.0123, (703) 555-0142")).toEqual([
      "0088",
      "0106",
      "0180",
    ]);
    expect(decisionNumbersInCode("// decision 0179; decisions 0088 and 0106, docs/decisions/0062-x.md, 0040–0043 port 0800")).toEqual([
      "0179",
      "0088",
      "0106",
      "0062",
    ]);
  });
});
