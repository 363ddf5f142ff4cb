import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Used by Storybook (dev and static build) and by the Vitest story tests.
export default defineConfig({
  plugins: [react(), tailwindcss()],
});
