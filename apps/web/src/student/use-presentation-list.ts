import { useCallback, useEffect, useRef, useState } from "react";
import { listPresentations } from "./api.ts";
import { steadier } from "./stage.ts";
import type { Presentation } from "./types.ts";
import { usePresentationEvents } from "./use-presentation-events.ts";

export type SortOrder = "desc" | "asc";

function sorted(list: Presentation[], order: SortOrder): Presentation[] {
  const sign = order === "desc" ? -1 : 1;
  return [...list].sort((a, b) => sign * (Date.parse(a.created_at) - Date.parse(b.created_at)));
}

/** The signed-in user's presentations in the chosen order, kept current by the server-sent events. */
export function usePresentationList(enabled: boolean, order: SortOrder) {
  const [items, setItems] = useState<Presentation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const orderRef = useRef(order);
  orderRef.current = order;

  const load = useCallback(async () => {
    try {
      const list = await listPresentations(orderRef.current);
      setItems(list);
      setFailed(false);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  }, []);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  useEffect(() => {
    setItems((list) => (list ? sorted(list, order) : list));
  }, [order]);

  usePresentationEvents(enabled, {
    onPresentation: (p) =>
      setItems((list) => {
        if (!list) return list;
        const rest = list.filter((x) => x.id !== p.id);
        return sorted(
          [
            ...rest,
            steadier(
              list.find((x) => x.id === p.id),
              p,
            ),
          ],
          orderRef.current,
        );
      }),
    onDeleted: (id) => setItems((list) => list?.filter((x) => x.id !== id) ?? list),
    onReconnect: () => void load(),
  });

  const remove = (id: string) => setItems((list) => list?.filter((x) => x.id !== id) ?? list);
  const replace = (p: Presentation) => setItems((list) => list?.map((x) => (x.id === p.id ? p : x)) ?? list);

  return { items, failed, reload: load, remove, replace };
}
