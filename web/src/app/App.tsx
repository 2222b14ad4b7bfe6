import { RouterProvider } from 'react-router-dom';
import { environment } from '../relay/environment';
import { AppProviders } from './AppProviders';
import { router } from './router';

/** The portal in the browser: the providers around the router over the route table. */
export function App() {
  return (
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
