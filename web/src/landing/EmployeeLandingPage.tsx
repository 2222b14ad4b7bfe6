import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Landing } from './Landing';

/** ROUTE-010: a corporate employee's start page; their work happens in the overview. */
export default function EmployeeLandingPage() {
  return (
    <Landing>
      <Text>
        From the overview you can follow the agents' call tracking, quote landing pages, approval queue, M1
        stats, participation, departures and reports, as far as your permissions allow.
      </Text>
      <Button asChild>
        <RouterLink to="/overview/">Open the overview</RouterLink>
      </Button>
    </Landing>
  );
}
