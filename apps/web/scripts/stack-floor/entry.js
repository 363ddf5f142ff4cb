// The smallest app on the pinned stack: React DOM renders one route of react-router (declarative mode, its
// lightest) that reads one TanStack Query. No storefront, kit, SDK or translations.
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Link, Route, Routes, useParams } from "react-router";

function Screen() {
  const { lang } = useParams();
  const club = useQuery({
    queryKey: ["club", lang],
    queryFn: () => fetch("/api/v2/club").then((r) => r.json()),
  });
  return h(Link, { to: `/${lang}/` }, club.data?.title ?? "…");
}

const queryClient = new QueryClient();
createRoot(document.getElementById("root")).render(
  h(
    QueryClientProvider,
    { client: queryClient },
    h(BrowserRouter, null, h(Routes, null, h(Route, { path: "/:lang/", element: h(Screen) }))),
  ),
);
