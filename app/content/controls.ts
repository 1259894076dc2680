import { catalogue } from "./catalogue";

/** The words of the shared controls (carousel, dialog). */
const en = {
  carousel: {
    /** What a screen reader calls the carousel and each of its slides (aria-roledescription). */
    role: "carousel",
    slideRole: "slide",
    play: "Play slideshow",
    pause: "Pause slideshow",
    previous: "Previous slide",
    next: "Next slide",
    slide: (n: number, of: number) => `${n} of ${of}`,
    goTo: (n: number) => `Go to slide ${n}`,
  },
  dialog: { close: "Close" },
};

export const uiText = /* @__PURE__ */ catalogue(en, {
  carousel: {
    role: "carrusel",
    slideRole: "diapositiva",
    play: "Reanudar presentación",
    pause: "Pausar presentación",
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    slide: (n: number, of: number) => `${n} de ${of}`,
    goTo: (n: number) => `Ir a la diapositiva ${n}`,
  },
  dialog: { close: "Cerrar" },
});
