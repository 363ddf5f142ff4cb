import type { ThemeInput } from "../theme/theme";

/** Theme JSON samples, shaped like the platform's answer, for the Storybook toolbar. */
export const storyThemes: Record<"default" | "brand" | "dark", ThemeInput | undefined> = {
  /** No theme from the platform: the architecture §3 defaults. */
  default: undefined,
  /** A wine estate's brand: burgundy and gold, a serif for headings, roomier sizing. */
  brand: {
    palette: {
      mode: "light",
      primary: { main: "#7a1f2b" },
      secondary: { main: "#b08d3c" },
      background: { default: "#f7f3ee", paper: "#fffdfa" },
      text: { primary: "#2a1d1a", secondary: "#6a5a52" },
    },
    typography: {
      fontFamily: "Quicksand, sans-serif",
      h1: { fontFamily: "Georgia, 'Times New Roman', serif" },
    },
    shape: { borderRadius: 4 },
    components: { MuiButton: { defaultProps: { size: "medium" } } },
    zIndex: { appBar: 100 },
  },
  /** The same club in a dark palette. */
  dark: {
    palette: {
      mode: "dark",
      primary: { main: "#ce93d8" },
      secondary: { main: "#d4b26a" },
    },
    typography: { fontFamily: "Quicksand" },
  },
};
