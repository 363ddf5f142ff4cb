import { NotFoundScreen, routeMeta } from "@club/storefront/framework";
import { data } from "react-router";

/** An address under a language that names no screen: the not-found page inside the shell, answered 404. */
export function loader() {
  return data({ state: null, head: null }, { status: 404 });
}

export const meta = routeMeta;
export default NotFoundScreen;
