/** Polls `fn` every `every` ms (200) until it returns something truthy; fails after `ms`. */
export async function until<T>(
  fn: () => Promise<T | undefined | null | false>,
  what: string,
  ms = 90_000,
  every = 200,
): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await fn();
    if (value) return value;
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`timed out waiting for ${what}`);
}
