import { describe, expect, it } from "vitest";
import { cardHeading, shownPercent, steadier } from "../src/student/stage.ts";
import type { Presentation } from "../src/student/types.ts";

const base = {
  id: "p1",
  thesis_title: null,
  pdf_filename: "arbeit.pdf",
  pipeline_status: "running",
  pipeline_progress: { step: "slide-planner", percent: 20, label: "Folien werden geplant" },
} as unknown as Presentation;

describe("dashboard card", () => {
  it("shows the thesis title with the file name below, or the file name alone", () => {
    expect(cardHeading({ thesis_title: "Kresse im Licht", pdf_filename: "a.pdf" })).toEqual({
      title: "Kresse im Licht",
      secondary: "a.pdf",
    });
    expect(cardHeading({ thesis_title: null, pdf_filename: "a.pdf" })).toEqual({
      title: "a.pdf",
      secondary: null,
    });
    expect(cardHeading({ thesis_title: " ", pdf_filename: null })).toEqual({
      title: "Unbenannte Datei",
      secondary: null,
    });
  });

  it("shows 100 % only when done", () => {
    const at = (percent: number, status: Presentation["pipeline_status"]) =>
      shownPercent({ pipeline_status: status, pipeline_progress: { step: "x", percent } });
    expect(at(100, "running")).toBe(99);
    expect(at(100, "done")).toBe(100);
    expect(at(42.4, "running")).toBe(42);
    expect(shownPercent({ pipeline_status: "queued", pipeline_progress: null })).toBeNull();
  });

  it("keeps the bar where it was when an older update arrives late in the same run", () => {
    const older = {
      ...base,
      pipeline_progress: { step: "analyze-paper", percent: 5, label: "Arbeit wird analysiert" },
    };
    expect(steadier(base, older).pipeline_progress?.percent).toBe(20);
    const newer = { ...base, pipeline_progress: { step: "slide-pptx-creator", percent: 35, label: "x" } };
    expect(steadier(base, newer)).toBe(newer);
    // A new run after a failure starts from the beginning again.
    const failed = { ...base, pipeline_status: "failed" } as Presentation;
    expect(steadier(failed, older)).toBe(older);
  });
});
