import type { PresentationEvents } from "@folienwerk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../errors.ts";
import { isResync } from "../events/presentation-events.ts";
import { presentPresentation } from "../presentations/present.ts";
import { findOwned } from "../presentations/repository.ts";

/** The caller's presentation changes as server-sent events: each changed presentation, a deletion, a resync. */
export function registerEventStream(scope: FastifyInstance, ctx: AppContext): void {
  scope.get("/api/presentations/events", async (req, reply) => {
    const user = await requireUser(ctx, req);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    res.write("retry: 3000\n\n");
    const send = <E extends keyof PresentationEvents>(event: E, data: PresentationEvents[E]) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    // One change after the other: a slow read of an older change must not arrive after a newer one.
    let sending = Promise.resolve();
    const unsubscribe = await ctx.events.subscribe(
      user.id,
      (event) => {
        sending = sending.then(async () => {
          // The server's LISTEN connection was lost and is back: changes in between were not announced.
          if (isResync(event)) {
            send("resync", {});
            return;
          }
          try {
            const row = await findOwned(ctx.database.db, user.id, event.presentationId);
            send("presentation", await presentPresentation(ctx.database.db, row));
          } catch (error) {
            if (error instanceof AppError && error.status === 404)
              send("deleted", { id: event.presentationId });
            // The database is away: its return brings a resync, so nothing is sent now.
            else req.log.warn({ err: error }, "could not read a changed presentation for its event");
          }
        });
      },
      () => res.end(),
    );
    const heartbeat = setInterval(() => res.write(": ping\n\n"), 20_000);
    heartbeat.unref();
    req.raw.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
