import { createBrowserRouter } from 'react-router-dom';
import { setNavigator, setRevalidator } from '../relay/navigator';
import { startBoot } from '../routes/rootLoader';
import { routes } from './routes';

startBoot(routes, new URL(window.location.href));
export const router = createBrowserRouter(routes);

setNavigator((to) => void router.navigate(to, { replace: true }));
setRevalidator(() => router.revalidate());
