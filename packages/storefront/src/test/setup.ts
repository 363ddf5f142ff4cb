import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A screen's first render of a whole form can take over the default second on a busy 2-core machine (CI runs every
// package's tests at once): `findBy…` and `waitFor` wait up to five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
