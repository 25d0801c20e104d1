import { describe, expect, it } from "vitest";
import { formatEuro } from "../src/lib/format.ts";

/** What the browser's own de-DE currency formatting says; formatEuro writes the same without it. */
const intl = (cents: number) =>
  new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

describe("formatEuro", () => {
  it("writes whole euros without cents and the rest with two digits, as de-DE does", () => {
    expect(formatEuro(1900)).toBe("19\u00a0€");
    expect(formatEuro(1950)).toBe("19,50\u00a0€");
    expect(formatEuro(1905)).toBe("19,05\u00a0€");
    expect(formatEuro(123456)).toBe("1.234,56\u00a0€");
  });

  it("agrees with Intl.NumberFormat from 0 € to beyond a million", () => {
    const amounts = [0, 1, 5, 99, 100, 101, 999, 1000, 7900, 99999, 100000, 123456, 100000000, 123456789];
    for (const cents of amounts) expect(formatEuro(cents), String(cents)).toBe(intl(cents));
  });
});
