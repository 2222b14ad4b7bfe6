// Before the router starts (app/router.ts runs the first loaders when it loads): a server-rendered page's records
// go into the store, so its query is not sent again (decision D-248).
import { environment } from '../relay/environment';
import { adoptServerData } from '../routes/hydration';

adoptServerData(environment);
