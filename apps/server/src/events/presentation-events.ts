/**
 * Cross-process change notifications for live progress: a presentation changed, its owner's open pages
 * read it again. PostgreSQL LISTEN/NOTIFY between processes (in-process on PGlite); infrastructure like
 * mail/ and storage/, below the presentation code that publishes and the routes that stream them.
 */
import pg from "pg";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/client.ts";

const CHANNEL = "folienwerk_presentation_events";

/** Waits between attempts to get the LISTEN connection back: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export const presentationEventSchema = z.object({
  userId: z.string(),
  presentationId: z.string(),
  /** What changed, for logs and clients: "stage", "progress", "analysis", "deleted", "files". */
  kind: z.string(),
});
export type PresentationEvent = z.infer<typeof presentationEventSchema>;

/**
 * Sent to every subscriber when the LISTEN connection is back after it was lost: notifications of the
 * time in between are gone, so the subscriber re-reads everything it shows.
 */
export interface ResyncEvent {
  userId: string;
  kind: "resync";
}

export const isResync = (event: PresentationEvent | ResyncEvent): event is ResyncEvent =>
  !("presentationId" in event);

type Listener = (event: PresentationEvent | ResyncEvent) => void;
/** One open subscription: its listener, and how to end its stream when the process shuts down. */
interface Subscriber {
  listener: Listener;
  end?: () => void;
}

/**
 * Change notifications for presentations, across processes: NOTIFY on the database, LISTEN where a
 * browser is connected (web processes). Payloads carry ids only; listeners re-read the row.
 *
 * On PostgreSQL the LISTEN connection is one client of its own; when it is lost (a restart, a network
 * blip) it is opened again with a growing wait, and every subscriber then gets a `resync` event.
 */
export class PresentationEvents {
  private readonly listeners = new Map<string, Set<Subscriber>>();
  private closed = false;
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** The open LISTEN client on PostgreSQL; null while (re)connecting. */
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectWait = RECONNECT_FIRST_MS;

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
   * Calls `listener` for every event of this user until the returned function is called, and with a
   * `resync` event whenever notifications may have been missed. `end` closes the subscriber's stream (an
   * open SSE response); `close()` calls it, so shutdown never waits on a browser. After `close()` a new
   * subscriber is ended at once.
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
    if (parsed.success) this.deliver(parsed.data.userId, parsed.data);
  }

  private deliver(userId: string, event: PresentationEvent | ResyncEvent): void {
    for (const { listener } of this.listeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.logger.warn({ err: error }, "presentation event listener failed");
      }
    }
  }

  /**
   * Resolves once listening (PGlite), or once the first attempt to connect is over (PostgreSQL): when it
   * failed, the reconnect loop goes on and subscribers get a `resync` when it succeeds.
   */
  private ensureListening(): Promise<void> {
    this.listening ??= (async () => {
      if (this.database.kind === "pglite") {
        this.unlisten = await this.database.pglite.listen(CHANNEL, (payload) => this.dispatch(payload));
        return;
      }
      this.unlisten = async () => {
        const client = this.client;
        this.client = null;
        await client?.end();
      };
      await this.connect(this.database.url).catch((error: unknown) => this.lost(error));
    })();
    return this.listening;
  }

  /** Opens the LISTEN client; a connection lost later goes to `lost`. */
  private async connect(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let gone = false;
    let connected = false;
    const drop = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (connected) this.lost(error ?? new Error("event listener connection ended"));
    };
    client.on("error", drop);
    client.on("end", () => drop());
    client.on("notification", (msg) => {
      if (msg.channel === CHANNEL && msg.payload) this.dispatch(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      gone = true;
      client.end().catch(() => {});
      throw error;
    }
    if (gone) throw new Error("event listener connection ended while connecting");
    if (this.closed) {
      gone = true;
      await client.end().catch(() => {});
      return;
    }
    connected = true;
    this.client = client;
    this.reconnectWait = RECONNECT_FIRST_MS;
  }

  /** The LISTEN connection is gone (or could not be opened): try again after a growing wait. */
  private lost(error: unknown): void {
    if (this.closed || this.reconnectTimer || this.database.kind !== "postgres") return;
    const url = this.database.url;
    const wait = this.reconnectWait;
    this.reconnectWait = Math.min(wait * 2, RECONNECT_MAX_MS);
    this.logger.warn({ err: error, retryInMs: wait }, "event listener connection lost; reconnecting");
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect(url).then(
        () => this.resync(),
        (e: unknown) => this.lost(e),
      );
    }, wait);
    this.reconnectTimer.unref();
  }

  /** Tells every subscriber to re-read what it shows: notifications may have been lost in between. */
  private resync(): void {
    if (this.closed || !this.client) return;
    this.logger.info({ users: this.listeners.size }, "event listener reconnected; subscribers resync");
    for (const userId of [...this.listeners.keys()]) this.deliver(userId, { userId, kind: "resync" });
  }

  /**
   * Ends every open stream (first step of shutdown: the HTTP server can then close), stops a pending
   * reconnect, then stops listening.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
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
