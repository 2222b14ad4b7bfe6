import { RecordSource, type IEnvironment } from 'relay-runtime';

type Records = ConstructorParameters<typeof RecordSource>[0];

/** The element a server-rendered page's data travels in (the gateway writes it, gateway/src/server/pageRender.ts). */
const SERVER_DATA_ID = 'portal-server-data';
/** The attribute the gateway puts on #root when it holds a server-rendered page. */
const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

let hydrating = typeof document !== 'undefined' && Boolean(document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE));

/** Whether the page on the screen came from the server and React has not taken it over yet (decision D-248). */
export function isHydrating(): boolean {
  return hydrating;
}

/** The page is React's now: loaders decide with the session again. */
export function endHydration(): void {
  hydrating = false;
}

/**
 * The records the server rendered the page from go into the browser's store before the first loader runs, so the
 * page's query is answered from the store instead of a second request.
 */
export function adoptServerData(environment: IEnvironment): void {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!hydrating || !element?.textContent) return;
  const { records } = JSON.parse(element.textContent) as { records: Records };
  environment.getStore().publish(new RecordSource(records));
  element.remove();
}
