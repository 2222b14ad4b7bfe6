import type { LoaderFunctionArgs } from 'react-router-dom';
import EmployeeLandingPageQueryNode, {
  type EmployeeLandingPageQuery,
} from '../__generated__/EmployeeLandingPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type EmployeeLandingData = QueryLoaderData<EmployeeLandingPageQuery>;

/** ROUTE-010, OVERVIEW-011: the roles table first, then the employee's corporate record (API-067). */
export async function employeeLoader({ request, params }: LoaderFunctionArgs): Promise<EmployeeLandingData> {
  await requireAccess(request);
  return preloadQuery<EmployeeLandingPageQuery>(EmployeeLandingPageQueryNode, { employeeId: params.employeeID ?? '' });
}
