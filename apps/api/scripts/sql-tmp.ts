import { PgDialect } from "drizzle-orm/pg-core";
import { searchStatement } from "../src/catalog/search.js";
const [q, sort] = process.argv.slice(2);
const { sql, params } = new PgDialect().sqlToQuery(searchStatement({ clubId: "castelvecchio", lang: "en", query: q ?? "", filters: {}, sort: (sort ?? "relevance") as "name", limit: 24, offset: 0 }));
let text = sql;
params.forEach((p, i) => { text = text.replace(new RegExp(`\\$${i + 1}(?!\\d)`, "g"), typeof p === "number" ? String(p) : `'${String(p)}'`); });
console.log("set pg_trgm.word_similarity_threshold = 0.5;\nexplain (analyze, buffers off, costs off) " + text + ";");
