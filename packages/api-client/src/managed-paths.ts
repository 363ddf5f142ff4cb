import type { paths } from "@club/contract";

/** Headers the client sets itself on every call; callers never pass them. */
export type ManagedHeader = "X-Club-Origin" | "X-App-Token" | "Accept-Language" | "X-Cart-Id";

type StripHeaders<Params> = Params extends { header?: infer H }
  ? Omit<Params, "header" | "query"> &
      QueryOf<Params> &
      (keyof Omit<NonNullable<H>, ManagedHeader> extends never
        ? { header?: never }
        : RequiredKeys<Omit<NonNullable<H>, ManagedHeader>> extends never
          ? { header?: Omit<NonNullable<H>, ManagedHeader> }
          : { header: Omit<NonNullable<H>, ManagedHeader> })
  : Params;

// `_token` is a persisted query variable the client adds; other query parameters stay as the contract says.
type QueryOf<Params> = Params extends { query?: infer Q }
  ? keyof Omit<NonNullable<Q>, "_token"> extends never
    ? { query?: never }
    : RequiredKeys<Omit<NonNullable<Q>, "_token">> extends never
      ? { query?: Omit<NonNullable<Q>, "_token"> }
      : { query: Omit<NonNullable<Q>, "_token"> }
  : { query?: never };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type StripOperation<Op> = Op extends { parameters: infer P; responses: unknown }
  ? Omit<Op, "parameters"> & { parameters: StripHeaders<P> }
  : Op;

/** The contract's paths as callers of the client see them: without the headers and query the client manages. */
export type ClubPaths = {
  [Path in keyof paths]: {
    [Key in keyof paths[Path]]: Key extends "parameters" ? never : StripOperation<paths[Path][Key]>;
  };
};
