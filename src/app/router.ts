import { createBrowserRouter, createPath } from 'react-router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/** Where the visitor is going while a page's code is still loading, e.g. "/contact". */
export function pendingNavigationPath(): string | undefined {
  const pending = router.state.navigation.location;
  return pending ? createPath(pending) : undefined;
}
