import { useSyncExternalStore } from "react";

/** A value outside React that components read with `useStore` and that changes by `set`. */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** The value the prerendered landing page was rendered with. */
  readonly initial: T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value. While React hydrates prerendered markup it reads `initial`, as the prerender did,
 * and renders the current value right after: a section hydrated late, after the value changed (the
 * configuration or the session arrived meanwhile), still matches its markup instead of being thrown away.
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
