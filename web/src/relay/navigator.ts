/**
 * How non-React code (the network layer, the session) changes the page. The router registers itself here;
 * until it has, a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);
let revalidate: () => unknown = () => undefined;

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}

/** Runs the loaders of the current page again (the session or the backend changed, a write may have landed). */
export function setRevalidator(fn: () => unknown): void {
  revalidate = fn;
}

export function revalidatePage(): void {
  revalidatePageAndWait().catch(() => undefined);
}

/** Resolves once the loaders have run (when the router gives a promise, as React Router's revalidate() does). */
export async function revalidatePageAndWait(): Promise<void> {
  await revalidate();
}
