import path from "node:path";
import { ESLint } from "eslint";

export const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint | undefined;

/** Each rule and line ESLint reports for `code` placed at `file` (from the root), once: two zones may report one import. */
export async function lintAt(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return [...new Set(result!.messages.map((m) => `${m.ruleId} at ${m.line}`))];
}
