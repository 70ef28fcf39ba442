/** The value of `work` if it settles within `ms`, else undefined (the work carries on). */
export async function settleWithin<T>(work: Promise<T>, ms: number): Promise<{ value: T } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, ms), undefined);
  });
  const settled = work.then((value) => ({ value }));
  // Work that fails after the wait is over has no one left to tell: not an unhandled rejection.
  settled.catch(() => undefined);
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
