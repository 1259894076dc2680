import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  // Utilities the site does not use, turned off so their variables leave the reset every page inlines
  // (decision 0088). Turn one back on before using its classes (tabular-nums, touch-pan-*, backdrop-blur, …).
  corePlugins: {
    borderSpacing: false,
    contain: false,
    fontVariantNumeric: false,
    touchAction: false,
    backdropFilter: false,
    backdropBlur: false,
    backdropBrightness: false,
    backdropContrast: false,
    backdropGrayscale: false,
    backdropHueRotate: false,
    backdropInvert: false,
    backdropOpacity: false,
    backdropSaturate: false,
    backdropSepia: false,
  },
  theme: {
    extend: {
      colors: {
        navy: { 50: "#f0f4fa", 100: "#dbe4f3", 300: "#8796b0", 600: "#1f3b6e", 700: "#182f59", 800: "#112244", 900: "#0b1730" },
        brand: { 500: "#c8102e", 600: "#a80d26", 700: "#8a0a1f" },
        volt: { 300: "#fde68a", 400: "#fbbf24", 500: "#f59e0b" },
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
