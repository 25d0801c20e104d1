import { describe, expect, it } from "vitest";
import { createLogger } from "../src/logger.ts";
import { createShutdown } from "../src/shutdown.ts";

/** A logger that keeps its lines. */
function capture() {
  const lines: Array<{ level: number; msg: string; step?: string }> = [];
  const logger = createLogger("warn", "test", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("shutdown steps", () => {
  it("run newest first, and a step that never finishes is named and left behind", async () => {
    const { logger, lines } = capture();
    const shutdown = createShutdown(logger, 50);
    const order: string[] = [];
    shutdown.add("database", () => void order.push("database"));
    shutdown.add("pool that waits forever", () => new Promise(() => order.push("pool")));
    shutdown.add("http", async () => void order.push("http"));
    expect(await shutdown.run()).toEqual(["pool that waits forever"]);
    expect(order).toEqual(["http", "pool", "database"]);
    expect(lines).toEqual([
      expect.objectContaining({
        step: "pool that waits forever",
        msg: expect.stringMatching(/did not finish/),
      }),
    ]);
  });

  it("goes on after a step that fails, and runs each step once", async () => {
    const { logger, lines } = capture();
    const shutdown = createShutdown(logger, 1_000);
    let closed = 0;
    shutdown.add("database", () => void closed++);
    shutdown.add("mailer", () => {
      throw new Error("socket gone");
    });
    expect(await shutdown.run()).toEqual([]);
    expect(await shutdown.run()).toEqual([]);
    expect(closed).toBe(1);
    expect(lines).toEqual([expect.objectContaining({ step: "mailer", msg: "shutdown step failed" })]);
  });
});
