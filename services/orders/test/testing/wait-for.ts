/**
 * Polls a state the service reaches after answering (events, workers), never sleeping a fixed
 * time: the probe's value once it is not undefined, or a failure naming `what` after 20 s.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting until ${what}`);
}
