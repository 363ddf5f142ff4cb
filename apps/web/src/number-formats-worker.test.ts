import { describe, expect, it, vi } from "vitest";
import { warmNumberFormats } from "./number-formats-worker";

const workerScope = () => ({
  onmessage: null as ((event: { data: unknown }) => void) | null,
  close: vi.fn(),
});

describe("the number formats worker", () => {
  it("builds the language's number formatter and plural rules once, then ends", () => {
    const scope = workerScope();
    const built: string[] = [];
    const { NumberFormat, PluralRules } = Intl;
    const recorded = <T extends abstract new (locale?: string) => object>(Original: T, name: string) =>
      new Proxy(Original, {
        construct(target, args) {
          built.push(`${name} ${args[0]}`);
          return Reflect.construct(target, args);
        },
      });
    Object.assign(Intl, {
      NumberFormat: recorded(NumberFormat, "NumberFormat"),
      PluralRules: recorded(PluralRules, "PluralRules"),
    });
    try {
      warmNumberFormats(scope);
      expect(built).toEqual([]);
      scope.onmessage?.({ data: "it" });
      expect(built).toEqual(["NumberFormat it", "PluralRules it"]);
      expect(scope.close).toHaveBeenCalledOnce();
    } finally {
      Object.assign(Intl, { NumberFormat, PluralRules });
    }
  });

  it("ends even when the page named no language or one Intl refuses", () => {
    for (const data of [undefined, "", "not a locale!"]) {
      const scope = workerScope();
      warmNumberFormats(scope);
      try {
        scope.onmessage?.({ data });
      } catch {
        // A locale ICU refuses throws in the worker, which only ends it.
      }
      expect(scope.close).toHaveBeenCalledOnce();
    }
  });
});
