import { describe, expect, it } from "vitest";
import { handlers } from "../src/handlers.js";
import { contractOperations } from "../src/http/contract.js";

describe("the handler registry", () => {
  it("implements every operation of the contract", () => {
    const missing = contractOperations.map((op) => op.operationId).filter((id) => !(id in handlers));
    expect(missing).toEqual([]);
  });
});
