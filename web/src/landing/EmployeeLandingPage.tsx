import { Button, Card, DataList, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, overviewPagesFor } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { EmployeeLandingPage_corporateUser$key } from '../__generated__/EmployeeLandingPage_corporateUser.graphql';
import { useSession } from '../auth/useSession';
import { requirePageData } from '../routes/failureText';
import { Landing } from './Landing';
import { useEmployeeLandingData } from './loaders';
import { overviewPageHref, PATHS } from '../routes/paths';

/** ROUTE-010, OVERVIEW-011: a corporate employee's start page: their record and the overview pages it opens. */
export default function EmployeeLandingPage() {
  // The failure is in the alert bar; the page's failure notice offers a retry.
  const corporateUser = requirePageData(useEmployeeLandingData().corporateUser, MESSAGES.generic);
  return (
    <Landing>
      <Text>Your work happens in the overview: statistics about the agents you supervise, and the approval queue.</Text>
      <Button asChild>
        <RouterLink to={PATHS.overview.href()}>Open the overview</RouterLink>
      </Button>
      <EmployeeRecord corporateUser={corporateUser} />
    </Landing>
  );
}

function EmployeeRecord({ corporateUser: record }: { corporateUser: EmployeeLandingPage_corporateUser$key }) {
  const session = useSession();
  const corporateUser = useFragment(
    graphql`
      fragment EmployeeLandingPage_corporateUser on CorporateUser @throwOnFieldError {
        employeeId
        username
        email
        corporatePermissions
      }
    `,
    record,
  );
  // The employee's own permissions decide the pages, also when provider staff look at this page.
  const pages = overviewPagesFor({ ...session, userType: 'corp', corporatePermissions: [...corporateUser.corporatePermissions] });

  return (
    <>
      <Stack as="section" gap="3" aria-labelledby="employee-account-heading">
        <Heading as="h2" size="lg" id="employee-account-heading">
          Your account
        </Heading>
        <DataList.Root orientation="horizontal" aria-label="Your account">
          <DataList.Item>
            <DataList.ItemLabel>Employee id</DataList.ItemLabel>
            <DataList.ItemValue>{corporateUser.employeeId}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>User name</DataList.ItemLabel>
            <DataList.ItemValue>{corporateUser.username}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>E-mail</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{corporateUser.email ?? 'Not given'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
      <Stack as="section" gap="3" w="full" aria-labelledby="employee-pages-heading">
        <Heading as="h2" size="lg" id="employee-pages-heading">
          Your overview pages
        </Heading>
        {pages.length === 0 ? (
          <Text>
            Your account has no overview permissions yet, so only the overview's start page is open to you. Ask your
            administrator for the pages you need.
          </Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none">
            {pages.map((p) => (
              <li key={p.key}>
                <Card.Root size="sm" h="full">
                  <Card.Body gap="1">
                    <Link asChild fontWeight="semibold" colorPalette="blue">
                      <RouterLink to={overviewPageHref(p.key)}>{p.title}</RouterLink>
                    </Link>
                    <Text color="fg.muted" fontSize="sm">
                      {p.description}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
