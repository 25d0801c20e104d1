import pg from "pg";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/client.ts";

const CHANNEL = "folienwerk_presentation_events";

export const presentationEventSchema = z.object({
  userId: z.string(),
  presentationId: z.string(),
  /** What changed, for logs and clients: "stage", "progress", "analysis", "deleted", "files". */
  kind: z.string(),
});
export type PresentationEvent = z.infer<typeof presentationEventSchema>;

type Listener = (event: PresentationEvent) => void;
/** One open subscription: its listener, and how to end its stream when the process shuts down. */
interface Subscriber {
  listener: Listener;
  end?: () => void;
}

/**
 * Change notifications for presentations, across processes: NOTIFY on the database, LISTEN where a
 * browser is connected (web processes). Payloads carry ids only; listeners re-read the row.
 */
export class PresentationEvents {
  private readonly listeners = new Map<string, Set<Subscriber>>();
  private closed = false;
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async publish(event: PresentationEvent): Promise<void> {
    const payload = JSON.stringify(event);
    try {
      if (this.database.kind === "pglite") {
        await this.database.pglite.query("select pg_notify($1, $2)", [CHANNEL, payload]);
      } else {
        await this.database.pool.query("select pg_notify($1, $2)", [CHANNEL, payload]);
      }
    } catch (error) {
      this.logger.warn({ err: error }, "could not publish presentation event");
    }
  }

  /**
   * Calls `listener` for every event of this user until the returned function is called. `end` closes the
   * subscriber's stream (an open SSE response); `close()` calls it, so shutdown never waits on a browser.
   * After `close()` a new subscriber is ended at once.
   */
  async subscribe(userId: string, listener: Listener, end?: () => void): Promise<() => void> {
    if (this.closed) {
      end?.();
      return () => {};
    }
    await this.ensureListening();
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    const subscriber: Subscriber = { listener, end };
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  private dispatch(payload: string): void {
    const parsed = presentationEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    for (const { listener } of this.listeners.get(parsed.data.userId) ?? []) {
      try {
        listener(parsed.data);
      } catch (error) {
        this.logger.warn({ err: error }, "presentation event listener failed");
      }
    }
  }

  private ensureListening(): Promise<void> {
    this.listening ??= (async () => {
      if (this.database.kind === "pglite") {
        this.unlisten = await this.database.pglite.listen(CHANNEL, (payload) => this.dispatch(payload));
        return;
      }
      const client = new pg.Client({ connectionString: this.database.url });
      client.on("error", (error) => this.logger.warn({ err: error }, "event listener connection error"));
      client.on("notification", (msg) => {
        if (msg.channel === CHANNEL && msg.payload) this.dispatch(msg.payload);
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.unlisten = async () => {
        await client.end();
      };
    })();
    return this.listening;
  }

  /** Ends every open stream (first step of shutdown: the HTTP server can then close), then stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    const subscribers = [...this.listeners.values()].flatMap((set) => [...set]);
    this.listeners.clear();
    for (const { end } of subscribers) {
      try {
        end?.();
      } catch (error) {
        this.logger.warn({ err: error }, "could not end an event stream");
      }
    }
    if (this.unlisten) await this.unlisten().catch(() => {});
    this.unlisten = null;
    this.listening = null;
  }
}
