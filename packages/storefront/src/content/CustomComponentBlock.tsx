import { Card } from "@club/ui";
import { useQuery } from "@tanstack/react-query";
import { useQueries, useRuntime } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { SafeHtml } from "./safe-html";
import { scopedComponentCss } from "./scoped-css";

/** A club's custom component (HTML block, banner or text); nothing when it cannot be loaded. */
export function CustomComponentBlock({
  id,
  context,
}: {
  id: string;
  context: "home" | "page" | "shop-page";
}) {
  const queries = useQueries();
  const { nonce } = useRuntime().bootstrap;
  const language = useLanguage();
  const component = useQuery(queries.customComponent(language, id, context)).data;
  if (!component) return null;
  const css = scopedComponentCss(component.id, component.css);
  return (
    <Card
      as="section"
      className="flex flex-col gap-4 overflow-hidden"
      data-component-kind={component.kind}
      data-component-id={component.id}
    >
      {/* In the markup, not injected by an effect: the server's page is styled from its first paint, before the
          block's code has come (a list's bullets and spacing changed once it had). */}
      {css && (
        <style data-component-style="" {...(nonce ? { nonce } : {})}>
          {css}
        </style>
      )}
      {component.image && (
        <img
          src={component.image.url}
          alt={component.image.alt}
          width={component.image.width ?? 1200}
          height={component.image.height ?? 500}
          loading="lazy"
          className="aspect-[12/5] w-full rounded-control object-cover"
        />
      )}
      {component.title && <h2 className="font-heading font-semibold text-fg text-xl">{component.title}</h2>}
      <SafeHtml
        html={component.html}
        className="flex flex-col gap-3 text-fg leading-relaxed [&_a]:font-semibold [&_a]:text-primary-ink [&_a]:underline [&_ul]:list-disc [&_ul]:ps-5"
      />
    </Card>
  );
}
