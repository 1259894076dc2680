import { catalogue } from "~/content/catalogue";

/**
 * What the voice relay says to the visitor (error events the voice panel shows), in the language its ticket
 * carries (decision 0042). The upstream's own error text never reaches the visitor: they get `upstreamError`.
 */
export const voiceText = /* @__PURE__ */ catalogue(
  {
    notConfigured: "Voice chat is not configured on this site. Please type your question or call us.",
    upstreamError: "The voice service had a problem. Please try again, type your question or call us.",
    upstreamTimeout: "The voice service did not answer in time. Please try again, type your question or call us.",
    upstreamRefused: (status: number) => `The voice service is unavailable (${status}).`,
    unavailable: "The voice service is unavailable right now.",
    timeLimit: "The voice session reached its time limit. Start again to keep talking.",
    byteLimit: "The voice session reached its length limit. Start again to keep talking.",
    invalidMessage: "Invalid message",
    invalidAudio: "Invalid audio",
    onlyUserText: "Only user text messages are allowed",
    notAllowed: (type: string) => `Event type not allowed: ${type}`,
  },
  {
    notConfigured: "El chat de voz no está disponible en este sitio. Escriba su pregunta o llámenos.",
    upstreamError: "El servicio de voz tuvo un problema. Inténtelo de nuevo, escriba su pregunta o llámenos.",
    upstreamTimeout: "El servicio de voz no respondió a tiempo. Inténtelo de nuevo, escriba su pregunta o llámenos.",
    upstreamRefused: (status: number) => `El servicio de voz no está disponible (${status}).`,
    unavailable: "El servicio de voz no está disponible en este momento.",
    timeLimit: "La conversación de voz llegó a su tiempo máximo. Vuelva a iniciarla para seguir hablando.",
    byteLimit: "La conversación de voz llegó a su duración máxima. Vuelva a iniciarla para seguir hablando.",
    invalidMessage: "Mensaje no válido",
    invalidAudio: "Audio no válido",
    onlyUserText: "Solo se permiten mensajes de texto del usuario",
    notAllowed: (type: string) => `Tipo de evento no permitido: ${type}`,
  },
);

export type VoiceText = (typeof voiceText)["en"];
