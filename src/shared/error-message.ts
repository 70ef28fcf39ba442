/** What went wrong, in words, whatever was thrown (an Error's message, else the value as text). */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
