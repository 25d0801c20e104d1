import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../lib/api.ts";
import { toast } from "../lib/toast.ts";
import type { Presentation } from "./types.ts";
import { usePresentationEvents } from "./use-presentation-events.ts";

interface Options<T> {
  id: string;
  /** Load only once the user is known. */
  enabled: boolean;
  fetcher: (id: string) => Promise<T>;
  /** SPEC §8 'Fehler' toast text when loading fails. */
  failMessage: string;
  /** A server-sent change of this presentation: update `data` directly or reload. */
  onChange: (p: Presentation, current: T | null, update: { set: (v: T) => void; reload: () => void }) => void;
}

/** Something loaded for one of the user's presentations and kept current by the server-sent events. */
export function useLiveResource<T>({ id, enabled, fetcher, failMessage, onChange }: Options<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  /** The server's message when the content is gone for good (410, past retention): nothing to reload. */
  const [gone, setGone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await fetcher(id));
      setFailed(false);
      setGone(null);
    } catch (error) {
      setFailed(true);
      if (error instanceof ApiError && error.status === 410) setGone(error.message);
      else toast.error("Fehler", { description: failMessage });
    }
  }, [id, fetcher, failMessage]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  usePresentationEvents(enabled, {
    onPresentation: (p) => {
      if (p.id === id) onChange(p, data, { set: setData, reload: () => void load() });
    },
    onReconnect: () => void load(),
  });

  return { data, failed, gone, load, setData };
}
