/** The HTTP status carried by a failed call (an ApiError or any object with a numeric status). */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** A message for a machine's error context: the Error's message, else the value as text. */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
