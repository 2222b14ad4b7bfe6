import { createBrowserRouter } from 'react-router-dom';
import { setNavigator, setRevalidator } from '../relay/navigator';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

setNavigator((to) => void router.navigate(to, { replace: true }));
setRevalidator(() => router.revalidate());
