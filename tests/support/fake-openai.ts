/**
 * A real OpenAI-compatible server on loopback for tests: `POST /v1/chat/completions` and the Realtime
 * websocket at `/v1/realtime` (GA event names). It records what it receives so tests can check request
 * shapes, and `GET /__fake/state` reports the records to end-to-end tests running in another process.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";

interface ChatRequestRecord {
  authorization: string | undefined;
  path: string;
  body: { model?: string; messages?: { role: string; content: string }[]; tools?: { type: string; function: { name: string } }[]; [key: string]: unknown };
}

interface RealtimeRecord {
  authorization: string | undefined;
  model: string | null;
  /** Every event received, in order (audio payloads replaced by their decoded byte length). */
  events: { type: string; [key: string]: unknown }[];
  /** Each audio buffer the page sent: its size, and how many times its wave rose through zero. */
  appends: { bytes: number; rises: number }[];
  closed: boolean;
}

type ChatHandler = (body: ChatRequestRecord["body"]) => { status: number; json: unknown; delayMs?: number };

const lastUserMessage = (body: ChatRequestRecord["body"]) => [...(body.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";

/** An answer that calls one function tool with these arguments (OpenAI's `tool_calls` shape), with optional text. */
export function toolCallAnswer(name: string, args: unknown, content: string | null = null) {
  return {
    status: 200,
    json: {
      choices: [
        {
          finish_reason: "tool_calls",
          message: { role: "assistant", content, tool_calls: [{ id: `call_${Date.now()}`, type: "function", function: { name, arguments: JSON.stringify(args) } }] },
        },
      ],
    },
  };
}

/**
 * Default behaviour: echoes the message; "book" → a booking block; "call me back" → calls the tool the request
 * offers with the name ("name is …"), phone and address ("at …") of the message; "fail" → 500; "slow" → waits.
 */
export const defaultChatHandler: ChatHandler = (body) => {
  const message = lastUserMessage(body);
  const tool = body.tools?.[0]?.function.name;
  if (/call me back/i.test(message) && tool) {
    return toolCallAnswer(tool, {
      name: /name is ([A-Z][a-z]+ [A-Z][a-z]+)/.exec(message)?.[1] ?? "Jane Doe",
      phone: /(\d{3}[-. ]?\d{3}[-. ]?\d{4})/.exec(message)?.[1] ?? "703-555-0199",
      address: /\bat (\d+ [^,.]+(?:, [A-Z][a-z]+)?)/.exec(message)?.[1] ?? "12 Oak Street, Manassas",
      problem: message.slice(0, 200),
    }, "Right away — I'm passing this to the on-call electrician.");
  }
  if (/fail/i.test(message)) return { status: 500, json: { error: { message: "upstream exploded" } } };
  if (/no reply/i.test(message)) return { status: 200, json: { choices: [] } };
  if (/book/i.test(message)) {
    const name = /name is ([A-Z][a-z]+ [A-Z][a-z]+)/.exec(message)?.[1] ?? "Jane Doe";
    const phone = /(\d{3}[-. ]?\d{3}[-. ]?\d{4})/.exec(message)?.[1] ?? "703-555-0199";
    return {
      status: 200,
      json: {
        choices: [
          {
            message: {
              role: "assistant",
              content: `Wonderful, ${name.split(" ")[0]}! Your consultation request is ready.\n[BOOKING_REQUEST]\nService: Panel Upgrade\nName: ${name}\nPhone: ${phone}\nEmail: jane@example.com\nDetails: Wants a 200A panel\n[/BOOKING_REQUEST]`,
            },
          },
        ],
      },
    };
  }
  return {
    status: 200,
    delayMs: /slow/i.test(message) ? 1500 : 0,
    json: { choices: [{ message: { role: "assistant", content: `Fake assistant heard: ${message}` } }] },
  };
};

/** 24 kHz mono PCM16 sine, base64: what a realtime model sends as audio. */
export function sinePcm16Base64(ms: number, hz = 440): string {
  const samples = Math.round((24000 * ms) / 1000);
  const buffer = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / 24000) * 8000), i * 2);
  return buffer.toString("base64");
}

/**
 * How many times 16-bit PCM rises from below −1000 to above +1000: a tone's cycles, whatever the noise near zero.
 * With the buffer's length this gives the tone's pitch at the rate the page claims, without any clock.
 */
function risesOf(pcm: Buffer): number {
  let rises = 0;
  let low = false;
  for (let i = 0; i + 1 < pcm.length; i += 2) {
    const sample = pcm.readInt16LE(i);
    if (sample < -1000) low = true;
    else if (sample > 1000 && low) {
      rises++;
      low = false;
    }
  }
  return rises;
}

interface FakeOpenAIOptions {
  port?: number;
  apiKey?: string;
  /** After this many audio appends the fake answers with speech (once per session). */
  appendsBeforeAnswer?: number;
  /** How long the fake "speaks" before response.output_audio.done. */
  speakMs?: number;
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}) {
  const apiKey = options.apiKey ?? "test-key";
  const appendsBeforeAnswer = options.appendsBeforeAnswer ?? 3;
  const speakMs = options.speakMs ?? 1500;
  const chatRequests: ChatRequestRecord[] = [];
  const realtime: RealtimeRecord[] = [];
  const sockets: WebSocket[] = [];
  const state = { chatHandler: defaultChatHandler };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => resolve(data));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/__fake/health") return void res.writeHead(200).end("ok");
    if (req.method === "GET" && url.pathname === "/__fake/state") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify({ chatRequests, realtime }));
    }
    if (req.method === "POST" && url.pathname === "/v1/chat/completions") {
      const raw = await readBody(req);
      const body = JSON.parse(raw || "{}") as ChatRequestRecord["body"];
      chatRequests.push({ authorization: req.headers.authorization, path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { "Content-Type": "application/json" });
        return void res.end(JSON.stringify({ error: { message: "bad key" } }));
      }
      const answer = state.chatHandler(body);
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify(answer.json));
    }
    res.writeHead(404).end();
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname !== "/v1/realtime") return void socket.destroy();
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return void socket.end("HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const record: RealtimeRecord = { authorization: req.headers.authorization, model: url.searchParams.get("model"), events: [], appends: [], closed: false };
      realtime.push(record);
      sockets.push(ws);
      const send = (event: object) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(event));
      const speak = (text: string) => {
        send({ type: "response.output_audio_transcript.delta", delta: text });
        send({ type: "response.output_audio.delta", delta: sinePcm16Base64(250) });
        send({ type: "rate_limits.updated", rate_limits: [] });
        send({ type: "response.output_audio.delta", delta: sinePcm16Base64(250) });
        setTimeout(() => {
          send({ type: "response.output_audio_transcript.done", transcript: text });
          send({ type: "response.output_audio.done" });
        }, speakMs);
      };
      let answered = false;
      ws.on("message", (data) => {
        const event = JSON.parse(data.toString()) as { type: string; audio?: string; [key: string]: unknown };
        if (event.type === "input_audio_buffer.append") {
          const pcm = Buffer.from(event.audio ?? "", "base64");
          record.appends.push({ bytes: pcm.length, rises: risesOf(pcm) });
          record.events.push({ type: event.type, bytes: pcm.length });
          if (!answered && record.appends.length >= appendsBeforeAnswer) {
            answered = true;
            send({ type: "conversation.item.input_audio_transcription.completed", transcript: "Hello?" });
            speak("Hi, this is the fake office manager.");
          }
          return;
        }
        record.events.push(event);
        const text = JSON.stringify(event.item ?? "");
        if (event.type === "conversation.item.create" && /trigger an error/i.test(text)) {
          send({ type: "error", error: { type: "invalid_request_error", message: "Fake upstream failure" } });
          return;
        }
        if (event.type === "session.update") send({ type: "session.updated", session: event.session });
        if (event.type === "response.create" && record.events.some((e) => e.type === "conversation.item.create" && !/trigger an error/i.test(JSON.stringify(e.item)))) {
          speak("You typed to me.");
        }
      });
      ws.on("close", () => (record.closed = true));
      send({ type: "session.created", session: { id: `sess_${realtime.length}` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    realtimeUrl: `ws://127.0.0.1:${port}/v1/realtime`,
    apiKey,
    chatRequests,
    realtime,
    /** The upstream sockets, newest last: tests send server events through them. */
    sockets,
    setChatHandler(handler: ChatHandler) {
      state.chatHandler = handler;
    },
    async close() {
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
