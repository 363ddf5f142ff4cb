import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import { type ReactNode, useEffect, useState } from "react";
import { GLOBALS_UPDATED } from "storybook/internal/core-events";
import { themes } from "storybook/theming";

type Globals = Record<string, unknown>;

/** The toolbar's globals as the docs page starts: those of its first story, or the store's for a page without one. */
function initialGlobals(context: DocsContainerProps["context"]): Globals {
  const [first] = context.componentStories();
  if (first) return context.getStoryContext(first).globals;
  const store = (context as unknown as { store?: { userGlobals?: { globals?: Globals } } }).store;
  return store?.userGlobals?.globals ?? {};
}

/**
 * Docs pages in Storybook's dark theme while the toolbar's "Dark palette" is on, so a page's background and text
 * match the dark previews on it (the default docs theme stays light whatever the stories show).
 */
export function ThemedDocsContainer({ context, children }: DocsContainerProps & { children?: ReactNode }) {
  const [globals, setGlobals] = useState(() => initialGlobals(context));
  useEffect(() => {
    const update = ({ globals: next }: { globals: Globals }) => setGlobals(next);
    context.channel.on(GLOBALS_UPDATED, update);
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context.channel]);
  return (
    <DocsContainer context={context} theme={globals.theme === "dark" ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}
