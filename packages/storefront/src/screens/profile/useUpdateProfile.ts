import type { Profile, ProfileUpdate } from "@club/api-client";
import { useMutation } from "@tanstack/react-query";
import { operationFilter } from "../../api/query-keys";
import { useQueries, useRuntime } from "../../app/context";
import { useLanguage } from "../../router/useLanguage";

/** PATCH /profile; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => runtime.api(language).PATCH("/api/v2/profile", { body: update }),
    onSuccess: (profile: Profile) => {
      runtime.queryClient.setQueryData(queries.profile(language).queryKey, profile);
      void runtime.queryClient.invalidateQueries(operationFilter("getConfig"));
    },
  });
}
