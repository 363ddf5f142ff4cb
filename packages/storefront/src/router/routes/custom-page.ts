import type { ScreenRoute } from "../route";

/** A club's own page (about us, terms, ...). */
export const customPage = {
  area: "shop",
  rendering: "server",
  personal: false,
  data: ({ queries, language, params, ensure }) => ensure(queries.page(language, params.pageName!)),
  head: ({ context, params, read, heads }) => {
    const page = read((queries) => queries.page(context.language, params.pageName!));
    return page ? heads.customPageHead(context, page) : null;
  },
} satisfies ScreenRoute;
