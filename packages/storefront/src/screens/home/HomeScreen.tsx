import { Button, Card, ChevronRightIcon, EmptyState, PageHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useQueries, useRuntime } from "../../app/context";
import {
  CustomComponentBlock,
  customComponentBlockLoaded,
  loadCustomComponentBlock,
} from "../../content/custom-block";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";

/** The home (cellar page): the club's headline, intro and hero, and its shop pages. */
export function HomeScreen() {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const club = useQuery(queries.club(language)).data ?? null;

  if (!club)
    return (
      <EmptyState
        headingLevel={2}
        title={t`The shop is not available right now`}
        description={t`We could not load the club. Please try again in a few minutes.`}
      />
    );

  const first = club.shopPages[0];
  return (
    <div className="flex flex-col gap-10">
      <section className="club-hero flex flex-col gap-6 overflow-hidden rounded-card">
        {club.home.hero && (
          <img
            src={club.home.hero.url}
            alt={club.home.hero.alt}
            width={club.home.hero.width ?? 1600}
            height={club.home.hero.height ?? 700}
            fetchPriority="high"
            // Shorter on wide screens, so the way into the shop shows above the fold.
            className="aspect-[16/7] w-full rounded-card object-cover md:aspect-[16/5]"
          />
        )}
        <PageHeader
          className="mb-0"
          eyebrow={club.title}
          title={club.home.headline}
          description={club.home.intro}
          {...(first
            ? {
                actions: (
                  <Button asChild size="lg" endIcon={<ChevronRightIcon />}>
                    <StoreLink to={`/shop-pages/${first.slug}`}>{t`Shop now`}</StoreLink>
                  </Button>
                ),
              }
            : {})}
        />
      </section>
      {club.shopPages.length > 0 && (
        <section aria-labelledby="home-shop-pages" className="flex flex-col gap-4">
          <h2 id="home-shop-pages" className="font-heading font-semibold text-2xl text-fg">
            {t`Our shops`}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {club.shopPages.map((page) => (
              <li key={page.id} className="flex">
                <Card
                  as="article"
                  interactive
                  padding="none"
                  className="relative flex w-full flex-col overflow-hidden"
                >
                  {page.image && (
                    <img
                      src={page.image.url}
                      alt={page.image.alt}
                      width={page.image.width ?? 1200}
                      height={page.image.height ?? 500}
                      loading="lazy"
                      className="aspect-[12/5] w-full bg-surface-muted object-cover"
                    />
                  )}
                  <div className="flex flex-col gap-2 p-5">
                    <h3 className="font-heading font-semibold text-fg text-xl">
                      <StoreLink
                        to={`/shop-pages/${page.slug}`}
                        className="outline-none after:absolute after:inset-0 focus-visible:underline"
                      >
                        {page.title}
                      </StoreLink>
                    </h3>
                    {page.shops.length > 0 && (
                      <p className="text-fg-muted text-sm">
                        {page.shops.map((shop) => shop.title).join(" · ")}
                      </p>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      {club.home.componentIds.length > 0 && <HomeBlocks ids={club.home.componentIds} />}
    </div>
  );
}

const BLOCKS_GRID = "grid grid-cols-1 items-start gap-4 md:grid-cols-2";

/**
 * The club's custom blocks: static content below the hero, whose code (the HTML sanitiser, content/custom-block.ts)
 * is not part of the page's first load. Hydrating the server's markup, they stay that markup until their code is
 * there (React leaves an element's `dangerouslySetInnerHTML` content as it finds it), then render over it, the same.
 * A Suspense boundary alone would not do: an update above it before its code arrives (the member's view, a catalog
 * loaded) makes React drop the boundary's markup for its fallback.
 */
function HomeBlocks({ ids }: { ids: string[] }) {
  const { view } = useRuntime();
  const [waiting, setWaiting] = useState(
    () => view.publicOnly() && !view.server && !customComponentBlockLoaded(),
  );
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    loadCustomComponentBlock().then(
      () => mounted && setWaiting(false),
      // Its code failed to load: the server's markup stays, as it is.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [waiting]);
  if (waiting)
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sets nothing; it keeps the server's markup as it is
      <div className={BLOCKS_GRID} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    );
  return (
    <div className={BLOCKS_GRID}>
      <Suspense fallback={null}>
        {ids.map((id) => (
          <CustomComponentBlock key={id} id={id} context="home" />
        ))}
      </Suspense>
    </div>
  );
}
