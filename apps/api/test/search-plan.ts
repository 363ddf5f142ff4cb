import { sql } from "drizzle-orm";
import { executeSearch, type SearchRequest, searchStatement } from "../src/catalog/search.js";
import type { Executor } from "../src/db/client.js";

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, with the fields the tests read. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

/** The plan the search statement gets, as the search plans it (its transaction's settings included). */
export async function searchPlan(db: Executor, request: SearchRequest): Promise<PlanNode> {
  const result = await executeSearch(db, sql`explain (format json) ${searchStatement(request)}`);
  const [row] = (result as unknown as { rows: Array<{ "QUERY PLAN": unknown }> }).rows;
  const plan = row!["QUERY PLAN"];
  const [top] = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  return top!.Plan;
}

/** Every node of a plan, the node itself first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** The indexes a plan reads, by name. */
export const indexesRead = (node: PlanNode) =>
  new Set(planNodes(node).flatMap((each) => (each["Index Name"] ? [each["Index Name"]] : [])));
