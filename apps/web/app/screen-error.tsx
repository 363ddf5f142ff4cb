import { RenderError } from "@club/storefront/framework";

/** A screen that failed to render: its error inside the club's shell, which keeps working. */
export function ScreenError({ error }: { error: unknown }) {
  return <RenderError error={error} />;
}
