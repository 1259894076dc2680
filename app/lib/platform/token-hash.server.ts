import { createHash } from "node:crypto";

/** What is stored of a link that is its own key (an alert's acknowledgement, a calendar feed): its SHA-256, in hex. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
