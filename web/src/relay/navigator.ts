/**
 * How non-React code (the network layer) changes the page. The router registers itself here;
 * until it has, a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}
