import { catalogue } from "~/content/catalogue";
import { statusMessages } from "~/content/emergency-status";

/** The chat's visible text (the /chat page, the widget, its greeter and the voice panel), in each language. */
const en = {
  metaTitle: (name: string) => `Chat with ${name} | Virtual office manager`,
  metaDescription: "Ask our virtual office manager about prices, service areas, hours and emergencies, or book a free consultation.",
  title: (name: string) => `Chat with ${name}`,
  intro: (name: string) =>
    `${name} is our virtual office manager: ask about prices, service areas, hours or an electrical emergency, or book a free consultation. For fire or smoke, call 911 first.`,
  empty: (name: string) => `Hi! I'm ${name}. How can I help with your electrical project today?`,
  yourMessage: "Your message",
  sending: "Sending...",
  send: "Send",
  startOver: "Start over",
  loadingVoice: "Loading voice chat…",
  voiceNeedsJs: "Voice chat needs JavaScript and a microphone. You can type to us here, or call us.",
  launcher: "Chat",
  launcherRest: (name: string) => ` with ${name}`,
  close: "Close",
  closeRest: " chat",
  panelTagline: "Virtual office manager · replies in seconds",
  voice: "Voice",
  closeChat: "Close chat",
  welcome: (name: string, business: string) =>
    `Hi! I'm ${name}, the virtual office manager at ${business}. Ask me about prices, service areas, hours or an electrical emergency, or I can set up a free consultation call.`,
  messageTo: (name: string) => `Message ${name}`,
  placeholder: "Type your message…",
  conversation: "Conversation",
  you: "You: ",
  typing: (name: string) => `${name} is typing…`,
  bookingNote: "I've prepared your consultation request with the details you gave me.",
  bookCall: "Book consultation call",
  followRequest: statusMessages.followLink as string,
  greeterTitle: (name: string) => `Hi, I'm ${name}!`,
  greeterText: (business: string) =>
    `I'm the virtual office manager at ${business}. Questions about a price, your area or an electrical problem? I can answer right now and book you a free consultation.`,
  greeterChat: (name: string) => `Chat with ${name} now`,
  greeterLater: "Maybe later",
  voiceStates: {
    disconnected: "Disconnected",
    connecting: "Connecting…",
    listening: "Listening — go ahead and talk",
    speaking: (name: string) => `${name} is speaking…`,
  },
  voicePanel: "Voice chat",
  voiceStart: "Start voice chat",
  voiceEnd: "End voice chat",
  voiceTranscript: "Voice transcript",
  voiceYou: "You",
  voiceTypeTo: (name: string) => `Type to ${name} by voice chat`,
  voicePlaceholder: "Or type while in voice chat",
  voiceSay: "Say",
  /** What the voice panel itself reports (the relay's own messages are app/lib/assistant/voice.messages.ts). */
  voiceErrors: {
    micDenied: "Microphone access denied. Please allow microphone access and try again.",
    startFailed: "Failed to start voice conversation",
    connectionError: "Connection error",
    unknownError: "An error occurred.",
    notConnected: "WebSocket not connected",
  },
  /** docs/product.md §8: an assistant bubble saying it has trouble connecting, to try again, with the error text. */
  failure: (error: string) => `I'm having trouble connecting right now. Please try again in a moment. (${error})`,
  /** The answer to a chat post with no message. */
  noMessage: "Please type a message.",
};

export const chatText = /* @__PURE__ */ catalogue(en, {
  metaTitle: (name: string) => `Chatee con ${name} | Asistente virtual de oficina`,
  metaDescription:
    "Pregunte a nuestra asistente virtual de oficina por precios, zonas de servicio, horarios y emergencias, o reserve una consulta gratis.",
  title: (name: string) => `Chatee con ${name}`,
  intro: (name: string) =>
    `${name} es nuestra asistente virtual de oficina: pregúntele por precios, zonas de servicio, horarios o una emergencia eléctrica, o reserve una consulta gratis. Si hay fuego o humo, llame primero al 911.`,
  empty: (name: string) => `¡Hola! Soy ${name}. ¿En qué le puedo ayudar con su proyecto eléctrico hoy?`,
  yourMessage: "Su mensaje",
  sending: "Enviando...",
  send: "Enviar",
  startOver: "Empezar de nuevo",
  loadingVoice: "Cargando el chat de voz…",
  voiceNeedsJs: "El chat de voz necesita JavaScript y un micrófono. Puede escribirnos aquí, o llamarnos.",
  launcher: "Chat",
  launcherRest: (name: string) => ` con ${name}`,
  close: "Cerrar",
  closeRest: " el chat",
  panelTagline: "Asistente virtual de oficina · responde en segundos",
  voice: "Voz",
  closeChat: "Cerrar el chat",
  welcome: (name: string, business: string) =>
    `¡Hola! Soy ${name}, la asistente virtual de oficina de ${business}. Pregúnteme por precios, zonas de servicio, horarios o una emergencia eléctrica, o le programo una llamada de consulta gratis.`,
  messageTo: (name: string) => `Mensaje para ${name}`,
  placeholder: "Escriba su mensaje…",
  conversation: "Conversación",
  you: "Usted: ",
  typing: (name: string) => `${name} está escribiendo…`,
  bookingNote: "Preparé su solicitud de consulta con los datos que me dio.",
  bookCall: "Reservar llamada de consulta",
  followRequest: "Siga su solicitud de emergencia",
  greeterTitle: (name: string) => `¡Hola, soy ${name}!`,
  greeterText: (business: string) =>
    `Soy la asistente virtual de oficina de ${business}. ¿Preguntas sobre un precio, su zona o un problema eléctrico? Le contesto ahora mismo y le reservo una consulta gratis.`,
  greeterChat: (name: string) => `Chatear con ${name} ahora`,
  greeterLater: "Quizás más tarde",
  voiceStates: {
    disconnected: "Desconectado",
    connecting: "Conectando…",
    listening: "Escuchando — hable cuando quiera",
    speaking: (name: string) => `${name} está hablando…`,
  },
  voicePanel: "Chat de voz",
  voiceStart: "Iniciar chat de voz",
  voiceEnd: "Terminar chat de voz",
  voiceTranscript: "Transcripción de voz",
  voiceYou: "Usted",
  voiceTypeTo: (name: string) => `Escribirle a ${name} en el chat de voz`,
  voicePlaceholder: "O escriba mientras habla",
  voiceSay: "Decir",
  voiceErrors: {
    micDenied: "Se negó el acceso al micrófono. Permita el acceso al micrófono e inténtelo de nuevo.",
    startFailed: "No se pudo iniciar la conversación de voz",
    connectionError: "Error de conexión",
    unknownError: "Ocurrió un error.",
    notConnected: "El chat de voz no está conectado",
  },
  failure: (error: string) => `Tengo problemas para conectarme en este momento. Inténtelo de nuevo en un momento. (${error})`,
  noMessage: "Por favor, escriba un mensaje.",
});

/**
 * The chat's words in one language, as the widget, its greeter, the messages and the voice panel read them
 * (useWords): sent by the /chat page's loader, and by /words/chat to the home page's widget (decision 0210).
 */
export interface ChatWords {
  chat: typeof en;
}

/** What the /chat page itself reads (useWords), its loader's words (decision 0210). */
export interface ChatPageWords {
  chatPage: Pick<typeof en, "title" | "intro" | "empty" | "yourMessage" | "sending" | "send" | "startOver" | "loadingVoice" | "voiceNeedsJs">;
}
