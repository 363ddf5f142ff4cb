import { describe, expect, it } from "vitest";
import { sessionSql, WORD_SIMILARITY_THRESHOLD, withSessionSettings } from "../src/db/session.js";

describe("the settings every database connection starts with", () => {
  it("adds the trigram threshold to the PostgreSQL URL's startup options, keeping the ones it has", () => {
    const plain = new URL(withSessionSettings("postgres://club@db:5432/club"));
    expect(plain.searchParams.get("options")).toBe(
      `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    );
    const given = new URL(
      withSessionSettings(
        "postgres://club@db:5432/club?sslmode=require&options=-c%20statement_timeout%3D5000",
      ),
    );
    expect(given.searchParams.get("sslmode")).toBe("require");
    expect(given.searchParams.get("options")).toBe(
      `-c statement_timeout=5000 -c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    );
  });

  it("gives PGlite the same settings as SQL", () => {
    expect(sessionSql()).toBe(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD};`);
  });
});
