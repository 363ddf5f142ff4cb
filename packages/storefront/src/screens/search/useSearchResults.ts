import { createLatestLookup, type LatestLookup, type SearchResult } from "@club/api-client";
import { useEffect, useRef, useState } from "react";
import { useRuntime } from "../../app/context";
import type { Language } from "../../i18n/languages";
import { type SearchFilters, searchQuery } from "./search-params";

export interface SearchInput {
  filters: SearchFilters;
  language: Language;
}

export interface SearchState {
  status: "loading" | "done" | "failed";
  /** The last answer (kept while the next one loads, so the list does not blink at each keystroke). */
  result?: SearchResult;
  /** What `result` answers. */
  input?: SearchInput;
  error?: unknown;
}

/** Quiet time after the last keystroke before a search goes out (architecture §11's lookups). */
export const TYPING_DELAY_MS = 250;

/**
 * The search's answers through the SDK's latest-answer lookup: typing waits for a pause, a filter runs at once, a
 * superseded request is aborted and its late answer dropped, so the list always answers what was asked last.
 */
export function useSearchResults(): {
  state: SearchState;
  ask: (input: SearchInput, typing: boolean) => void;
} {
  const runtime = useRuntime();
  const [state, setState] = useState<SearchState>({ status: "loading" });
  const lookup = useRef<LatestLookup<SearchInput> | null>(null);

  useEffect(() => {
    const created = createLatestLookup<SearchInput, SearchResult>({
      delayMs: TYPING_DELAY_MS,
      run: ({ filters, language }, signal) =>
        runtime.api(language).GET("/api/v2/search", { params: { query: searchQuery(filters) }, signal }),
      onResult: (answer) =>
        setState((previous) => {
          if (answer.status === "loading") return { ...previous, status: "loading" };
          if (answer.status === "done") return { status: "done", result: answer.value, input: answer.input };
          return { ...previous, status: "failed", error: answer.error };
        }),
    });
    lookup.current = created;
    return () => created.dispose();
  }, [runtime]);

  return {
    state,
    ask: (input, typing) => lookup.current?.change(input, { immediate: !typing }),
  };
}
