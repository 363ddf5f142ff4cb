import type { ClubBootstrap } from "@club/storefront";
import {
  BOOTSTRAP_ELEMENT_ID,
  CATALOGS_ELEMENT_NAME,
  catalogAreasOf,
  isLanguage,
  StorefrontOutlet,
  screensOf,
  THEME_STYLE_ELEMENT_ID,
} from "@club/storefront/framework";
import type { ReactNode } from "react";
import { Links, Meta, Scripts, useMatches, useParams, useRouteLoaderData } from "react-router";
import stylesheet from "../src/app.css?url";
import type { Route } from "./+types/root";

// With a precedence React writes the stylesheet at the head's start, before the modulepreloads it hoists there: the
// page's one render-blocking request is asked for first.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/** What every page inlines: the browser runtime's bootstrap, the club's theme and style, the response's nonce. */
export function loader({ context }: Route.LoaderArgs) {
  const { bootstrap, nonce, themeCss, clubCss } = context.storefront;
  return { bootstrap, nonce, themeCss, clubCss };
}

// The kit's ClubStyle keeps the style the page carries under this id rather than adding a second copy.
const CLUB_STYLE_ELEMENT_ID = "club-style";

/** The club's logo (the configuration's, else the club's) is its page icon; else the server's /favicon.ico. */
function iconOf(bootstrap: ClubBootstrap | undefined): string {
  return bootstrap?.config?.logo?.url ?? bootstrap?.club?.logo?.url ?? "/favicon.ico";
}

/** The document of every page: the language of its address, the club's colours from the first paint. */
export function Layout({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  const page = useRouteLoaderData<typeof loader>("root");
  const nonce = page?.nonce;
  const catalogs = catalogAreasOf(screensOf(useMatches()));
  return (
    <html lang={isLanguage(lang) ? lang : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
        <link rel="icon" href={iconOf(page?.bootstrap)} />
        {page ? <meta name={BOOTSTRAP_ELEMENT_ID} content={JSON.stringify(page.bootstrap)} /> : null}
        {/* The browser loads these catalogs before hydrating, so its first render reads as the server's did. */}
        <meta name={CATALOGS_ELEMENT_NAME} content={catalogs.join(" ")} />
        {page?.themeCss ? (
          <style id={THEME_STYLE_ELEMENT_ID} nonce={nonce}>
            {page.themeCss}
          </style>
        ) : null}
        {page?.clubCss ? (
          <style id={CLUB_STYLE_ELEMENT_ID} nonce={nonce}>
            {page.clubCss}
          </style>
        ) : null}
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <StorefrontOutlet />;
}

// The page's bootstrap is the visit's: navigating never asks the server for it again.
export const shouldRevalidate = () => false;
