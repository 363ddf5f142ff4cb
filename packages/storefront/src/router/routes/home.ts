import type { ScreenRoute } from "../route";

/** The club's home: its hero and custom components; its head names the club as an Organization. */
export const home = {
  area: "core",
  rendering: "server",
  personal: false,
  data: async ({ queries, language, ensure }) => {
    const club = await ensure(queries.club(language));
    await Promise.all(
      (club?.home.componentIds ?? []).map((id) => ensure(queries.customComponent(language, id, "home"))),
    );
  },
  head: ({ context, heads }) => heads.homeHead(context),
} satisfies ScreenRoute;
