import { Card } from "@club/ui";
import { useQuery } from "@tanstack/react-query";
import { useQueries } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { SafeHtml } from "./safe-html";

/** A club's custom component (HTML block, banner or text); nothing when it cannot be loaded. */
export function CustomComponentBlock({
  id,
  context,
}: {
  id: string;
  context: "home" | "page" | "shop-page";
}) {
  const queries = useQueries();
  const language = useLanguage();
  const component = useQuery(queries.customComponent(language, id, context)).data;
  if (!component) return null;
  return (
    <Card as="section" className="flex flex-col gap-4 overflow-hidden" data-component-kind={component.kind}>
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
