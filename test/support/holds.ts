/**
 * Calls held until a test lets them go, by key (a user id): a dependency slower than any
 * deadline, without a clock. `asked(key)` says whether a call was held for that key at all.
 */
export interface Holds {
  /** Resolves once `release(key)` (or `releaseAll`) is called. */
  hold(key: string): Promise<void>;
  asked(key: string): boolean;
  release(key: string): void;
  releaseAll(): void;
}

export function holds(): Holds {
  const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
  const gate = (key: string) => {
    let existing = gates.get(key);
    if (!existing) {
      let open = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      existing = { promise, open };
      gates.set(key, existing);
    }
    return existing;
  };
  const asked = new Set<string>();
  let allReleased = false;
  return {
    hold(key) {
      asked.add(key);
      // After releaseAll (the test is over), nothing is held any more.
      return allReleased ? Promise.resolve() : gate(key).promise;
    },
    asked: (key) => asked.has(key),
    release: (key) => gate(key).open(),
    releaseAll: () => {
      allReleased = true;
      for (const { open } of gates.values()) open();
    },
  };
}
