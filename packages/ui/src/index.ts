export * from "./components/Button";
export * from "./components/icons";
export * from "./components/Spinner";
export { cn } from "./lib/cn";
export * from "./theme/color";
export * from "./theme/style";
export * from "./theme/ThemeProvider";
export * from "./theme/theme";
