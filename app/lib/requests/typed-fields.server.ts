import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { MAX_BODY_BYTES } from "../platform/request-guards.server";

/** How much of a refused photo post is read for what was typed, and how long it may take to arrive. */
const TYPED_FIELDS = { bytes: MAX_BODY_BYTES, waitMs: 2_000, count: 50 };

interface Part {
  headers: string;
  body: Buffer;
}

/** The parts of a multipart body's start (`head`): whole ones, and the headers of the one still arriving. */
function multipartParts(head: Buffer, boundary: string): { whole: Part[]; arriving: string | null } {
  // Every delimiter but the first follows a CRLF: prefixed, the first does too.
  const body = Buffer.concat([Buffer.from("\r\n"), head]);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const starts: number[] = [];
  for (let at = body.indexOf(delimiter); at !== -1 && starts.length <= TYPED_FIELDS.count; at = body.indexOf(delimiter, at + delimiter.length)) starts.push(at);
  const partOf = (from: number, to: number): Part | null => {
    const part = body.subarray(from + delimiter.length, to);
    const end = part.indexOf("\r\n\r\n");
    return end === -1 ? null : { headers: part.subarray(0, end).toString("utf8"), body: part.subarray(end + 4) };
  };
  const whole = starts.slice(0, -1).flatMap((from, i) => partOf(from, starts[i + 1]!) ?? []);
  const last = starts.length ? partOf(starts[starts.length - 1]!, body.length) : null;
  return { whole, arriving: last?.headers ?? null };
}

const isFile = (headers: string) => /;\s*filename\*?=/i.test(headers);

/**
 * What the visitor typed into a photo post that is refused unread (docs/decisions/0065): the text fields
 * before its first file, from at most the first 64 kB of its body. A browser sends a form's fields in the
 * form's order, and the photos come after the typed fields, so they are all there and no photo is read.
 */
export async function typedFields(request: Request, { bytes, waitMs } = TYPED_FIELDS): Promise<Record<string, string>> {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers.get("Content-Type") ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || !request.body) return {};
  const reader = request.body.getReader();
  let head = Buffer.alloc(0);
  let timer: NodeJS.Timeout | undefined;
  // A visitor who stops sending is answered without the fields rather than waited for.
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    while (head.length < bytes) {
      const next = await Promise.race([reader.read(), late]);
      if (!next || next.done) break;
      head = Buffer.concat([head, next.value]);
      const { arriving } = multipartParts(head, boundary);
      if (arriving !== null && isFile(arriving)) break;
    }
  } catch {
    // A body that broke off: what arrived is enough.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
  const typed: Record<string, string> = {};
  for (const { headers, body } of multipartParts(head.subarray(0, bytes), boundary).whole) {
    const name = /;\s*name="([^"]*)"/i.exec(headers)?.[1];
    if (name && !isFile(headers) && name !== HONEYPOT_FIELD) typed[name] = body.toString("utf8");
  }
  return typed;
}
