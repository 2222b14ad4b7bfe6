import { createBrowserRouter } from 'react-router-dom';
import { preloadToolbox } from '../admin/toolboxChunk';
import { setNavigator, setRevalidator } from '../relay/navigator';
import { startBoot } from '../routes/rootLoader';
import { routes } from './routes';

const bootUrl = new URL(window.location.href);
startBoot(routes, bootUrl);
preloadToolbox(bootUrl);
export const router = createBrowserRouter(routes);

setNavigator((to) => void router.navigate(to, { replace: true }));
setRevalidator(() => router.revalidate());
