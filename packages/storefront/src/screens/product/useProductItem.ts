import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useQueries } from "../../app/context";
import { useLanguage } from "../../router/useLanguage";

/** The product the address names, as its page and its dialog both read it. */
export function useProductItem() {
  const { shopPageId = "", shopId = "", productId = "" } = useParams();
  const queries = useQueries();
  const language = useLanguage();
  const query = useQuery(queries.shopItem(language, shopPageId, shopId, productId));
  return { shopPageId, shopId, query };
}
