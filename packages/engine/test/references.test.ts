/** DOIs and URLs broken at a line end are joined before they are checked (a broken one would wrongly count against the thesis). */
import { describe, expect, it } from "vitest";
import { joinLines } from "../src/ingest/normalize.ts";
import { findDois, findUrls, repairSpacedUrls } from "../src/ingest/references.ts";

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

  it("ends a URL or DOI where it ends: the next reference after a line break is not glued on", () => {
    // Seen in a real reference list (the entries followed each other without an empty line).
    const entries = joinLines([
      "Legislative Studies Quarterly 36 (3): 423–60. https://www.jstor.org/stable/23053249.",
      "„Briatte - Summary Statistics“. 2016. GitHub.",
    ]);
    expect(findUrls(entries)).toEqual(["https://www.jstor.org/stable/23053249"]);
    const dashes = joinLines([
      "Social Networks 29 (2): 216–30. https://doi.org/10.1016/j.socnet.2006.08.005.",
      "———. 2019.",
    ]);
    expect(findDois(dashes)).toEqual(["10.1016/j.socnet.2006.08.005"]);
    const name = joinLines([
      "Sociological Methodology 36 (1): 99–153. https://doi.org/10.1111/j.1467-",
      "9531.2006.00176.x.",
      "Stanford Human Evolutionary Ecology and Health. 2018.",
    ]);
    expect(findDois(name)).toEqual(["10.1111/j.1467-9531.2006.00176.x"]);
    expect(findDois(repairSpacedUrls(name))).toEqual(["10.1111/j.1467-9531.2006.00176.x"]);
    // English: "Retrieved from …. Accessed" on the next line.
    expect(
      findUrls(joinLines(["Retrieved from https://www.oecd.org/en/about.html.", "Accessed 3 May 2022."])),
    ).toEqual(["https://www.oecd.org/en/about.html"]);
    // Glued in the source itself (no line break): typographic quotes and dashes are never part of an address.
    expect(findUrls("https://www.jstor.org/stable/23053249.„Briatte – Summary“")).toEqual([
      "https://www.jstor.org/stable/23053249",
    ]);
  });

  it("still joins an address broken after a hyphen, a slash or before its domain ending", () => {
    expect(findDois(joinLines(["https://doi.org/10.1000/ab-", "cd. Zugriff am 1.2.2023"]))).toEqual([
      "10.1000/ab-cd",
    ]);
    expect(findUrls(joinLines(["Online: https://www.bundesbank.", "de/resource/blob/bericht.pdf"]))).toEqual([
      "https://www.bundesbank.de/resource/blob/bericht.pdf",
    ]);
    expect(findUrls(joinLines(["URL: https://example.org/a.", "abgerufen am 2.3.2021"]))).toEqual([
      "https://example.org/a",
    ]);
    // Balanced brackets belong to the address.
    expect(findUrls("https://en.wikipedia.org/wiki/Julia_(programming_language) (abgerufen 2024)")).toEqual([
      "https://en.wikipedia.org/wiki/Julia_(programming_language)",
    ]);
  });

  it("closes up an address split after its dots or before a capitalised domain part", () => {
    expect(findUrls(joinLines(["Documentation“. https://CRAN.", "R-project.org/package=vtable."]))).toEqual([
      "https://CRAN.R-project.org/package=vtable",
    ]);
    expect(findUrls("https://www. cs. umd. edu/sites/files/Paper_1. pdf.")).toEqual([
      "https://www.cs.umd.edu/sites/files/Paper_1.pdf",
    ]);
    expect(
      findUrls(
        "url: https://www.statistik.tu - dortmund . de / fileadmin / user _ upload / Lehre/tabelle.pdf. II",
      ),
    ).toEqual(["https://www.statistik.tu-dortmund.de/fileadmin/user_upload/Lehre/tabelle.pdf"]);
    expect(
      findUrls("https://docs.example.com/de -de/azure/app/platforms (besucht am 02. 08. 2022)."),
    ).toEqual(["https://docs.example.com/de-de/azure/app/platforms"]);
    expect(findDois(joinLines(["DOI: 10.1016/j.matpr.2020.", "10.181."]))).toEqual([
      "10.1016/j.matpr.2020.10.181",
    ]);
    expect(findDois(joinLines(["DOI: 10.1021/acs.", "est.8b02963."]))).toEqual(["10.1021/acs.est.8b02963"]);
    // Brackets: in the query they belong to the address, in the path they start the glued access date.
    expect(findUrls("https://data.example.org/vis?fs[0]=Topic&df[id]=DSD_EAG (2024)")).toEqual([
      "https://data.example.org/vis?fs[0]=Topic&df[id]=DSD_EAG",
    ]);
    expect(findUrls("https://filmanalyse.at/grundlagen/montage/[06.05.2022]")).toEqual([
      "https://filmanalyse.at/grundlagen/montage/",
    ]);
    expect(findUrls("https://example.com.au/tips-first-cell-height/[cited 2015]")).toEqual([
      "https://example.com.au/tips-first-cell-height/",
    ]);
  });

  it("closes up a URL set with spaces (biblatex), but not the words after it", () => {
    expect(repairSpacedUrls("URL: https : / / www . example . de / studie . pdf. Stand 2020")).toBe(
      "URL: https://www.example.de/studie.pdf. Stand 2020",
    );
  });
});
