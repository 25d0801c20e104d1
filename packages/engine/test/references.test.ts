/** DOIs and URLs broken at a line end are joined before they are checked (a broken one would wrongly count against the thesis). */
import { describe, expect, it } from "vitest";
import { joinLines } from "../src/ingest/normalize.ts";
import { findDois, findUrls } from "../src/ingest/references.ts";

describe("DOIs and URLs split at a line end", () => {
  it("joins a DOI broken after a hyphen or slash when the lines are joined", () => {
    const entry = joinLines([
      "Smith, J. (1989). Scheduling heuristics. European Journal of Operational Research, 40(2), 1–9. doi: 10.1016/0377-",
      "2217(89)90053-9",
    ]);
    expect(findDois(entry)).toEqual(["10.1016/0377-2217(89)90053-9"]);
    expect(findDois(joinLines(["https://doi.org/10.1177/", "0899764011434558"]))).toEqual([
      "10.1177/0899764011434558",
    ]);
  });

  it("closes up a DOI that was joined with a space, but keeps the words after a complete one", () => {
    expect(findDois("Journal 40(2). 10.1016/0377- 2217(89)90053-9")).toEqual([
      "10.1016/0377-2217(89)90053-9",
    ]);
    expect(findDois("doi:10.1000/xyz123 Retrieved 2020")).toEqual(["10.1000/xyz123"]);
  });

  it("joins a URL broken at a line end", () => {
    const entry = joinLines([
      "Verfügbar unter: https://www.example.org/studien/",
      "bericht-2021.pdf (abgerufen am 3.5.2022)",
    ]);
    expect(findUrls(entry)).toEqual(["https://www.example.org/studien/bericht-2021.pdf"]);
  });
});
