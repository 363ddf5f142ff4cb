import { PageHeader } from "@club/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useQueries, useRuntime } from "../../app/context";
import { CustomComponentBlock } from "../../content/CustomComponentBlock";
import { SafeHtml } from "../../content/safe-html";
import { useLanguage } from "../../router/useLanguage";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";

/** A custom content page (/{lang}/pages/{pageName}): the club's HTML, sanitised, and its components. */
export function CustomPageScreen() {
  const { pageName = "" } = useParams();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const page = useQuery(queries.page(language, pageName));
  const data = page.data;

  // The page carries its components: they go to the cache the component blocks read.
  useEffect(() => {
    for (const component of data?.components ?? [])
      runtime.queryClient.setQueryData(
        queries.customComponent(language, component.id, "page").queryKey,
        component,
      );
  }, [data, runtime, queries, language]);

  if (page.isPending) return <ScreenSkeleton />;
  if (page.isError)
    return <ScreenFailure missing="page" error={page.error} onRetry={() => void page.refetch()} />;
  const content = page.data;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title={content.title} description={content.description} />
      <SafeHtml
        html={content.html}
        className="flex flex-col gap-4 text-fg leading-relaxed [&_a]:font-semibold [&_a]:text-primary-ink [&_a]:underline [&_h2]:font-heading [&_h2]:font-semibold [&_h2]:text-2xl [&_h3]:font-semibold [&_h3]:text-xl [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card [&_table]:w-full [&_table]:text-sm [&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold [&_tr]:border-border [&_tr]:border-b [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
      />
      {content.components.length > 0 && (
        <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
          {content.components.map((component) => (
            <CustomComponentBlock key={component.id} id={component.id} context="page" />
          ))}
        </div>
      )}
    </article>
  );
}
