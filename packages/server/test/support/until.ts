/** Reads until the value is as wanted, every few milliseconds; fails naming what was awaited and the last value. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, waitMs = 15_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
