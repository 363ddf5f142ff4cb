/**
 * The shell's parts that load when the browser is idle after hydration (`AppShell`: the drawer, then the cart
 * sheet), named for the web server: a server-rendered page fetches their chunks in small tasks once its own are on
 * their way, so Vite's preload helper, which would insert all their modulepreloads in one task, finds them there.
 * Modules as paths under `src/`, with the catalog area they load with (`withMessages`).
 */
export const IDLE_PARTS = {
  modules: ["shell/ShellDrawer.tsx", "cart/cart-sheet.tsx"],
  area: "extras",
} as const;
