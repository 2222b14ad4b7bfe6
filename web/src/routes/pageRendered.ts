let rendered = false;
const waiting: (() => void)[] = [];

/** A route's page has been committed to the screen (page.tsx calls this from an effect). */
export function notePageRendered(): void {
  if (rendered) return;
  rendered = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the first page is on the screen (at once if it is already), so it never delays that page. */
export function afterFirstPage(run: () => void): void {
  if (rendered) run();
  else waiting.push(run);
}
