import { graphql } from 'relay-runtime';
import type { loadersEmployeeLandingPageQuery } from '../__generated__/loadersEmployeeLandingPageQuery.graphql';
import type { loadersStaffLandingPageQuery } from '../__generated__/loadersStaffLandingPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';

/** ROUTE-010, OVERVIEW-011: the roles table first, then the employee's corporate record (API-067). */
export const { loader: employeeLandingLoader, usePageData: useEmployeeLandingData } =
  defineQueryLoader<loadersEmployeeLandingPageQuery>({
    query: graphql`
      query loadersEmployeeLandingPageQuery($employeeId: ID!) @throwOnFieldError {
        corporateUser(employeeId: $employeeId) {
          ...EmployeeLandingPage_corporateUser
        }
      }
    `,
    variables: (params) => ({ employeeId: params.employeeID ?? '' }),
  });

/** ROUTE-009, TEAM-004: the roles table first, then the staff record with the agents they work for (API-066). */
export const { loader: staffLandingLoader, usePageData: useStaffLandingData } = defineQueryLoader<loadersStaffLandingPageQuery>({
  query: graphql`
    query loadersStaffLandingPageQuery($staffId: ID!) @throwOnFieldError {
      staffUser(staffId: $staffId) {
        ...StaffLandingPage_staffUser
      }
    }
  `,
  variables: (params) => ({ staffId: params.staffID ?? '' }),
});
