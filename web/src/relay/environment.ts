import { commitLocalUpdate, Environment, Network, RecordSource, ROOT_ID, Store } from 'relay-runtime';
import { observeGraphQL } from './fetchGraphQL';

/** The one Relay environment of the portal. */
export const environment = new Environment({
  network: Network.create(observeGraphQL),
  store: new Store(new RecordSource()),
});

/** Forget everything the previous user could see (logout); later queries go to the network. */
export function clearRelayStore(): void {
  commitLocalUpdate(environment, (store) => {
    for (const id of environment.getStore().getSource().getRecordIDs()) {
      if (id !== ROOT_ID) store.delete(id);
    }
    store.invalidateStore();
  });
}

/** Mark all cached data stale (login): it stays readable but is refetched by the next query. */
export function invalidateRelayStore(): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
