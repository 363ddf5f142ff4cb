import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/render-screen";
import { Brand } from "./Brand";

const nothing = async () => Response.json({ code: "NOT_FOUND" }, { status: 404 });

/** A top bar's brand before the club's name is known, and one after. */
function TwoBrands() {
  return (
    <>
      <Brand config={null} label="" />
      <Brand config={null} label="Tenuta Castelvecchio" />
    </>
  );
}

describe("the club's brand in the top bar", () => {
  it("links home under the club's name, and is no link at all while no name is known", async () => {
    await renderScreen({
      Screen: TwoBrands,
      pattern: "/:lang/",
      path: "/it/",
      language: "it",
      fetch: nothing,
    });
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe("TTenuta Castelvecchio");
    expect(screen.getByRole("link", { name: "Tenuta Castelvecchio" }).getAttribute("href")).toBe("/it/");
  });
});
