import { Flex, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { schedulerHref, type SchedulerChild } from '../routes/paths';

const TABS: { child: SchedulerChild; label: string }[] = [
  { child: 'appointments', label: 'Appointments' },
  { child: 'schedules', label: 'Schedules' },
  { child: 'settings', label: 'Settings' },
];

/** The scheduler's sub-navigation: tabs that are links, so each page has its own address. */
export function SchedulerTabs({ agentId }: { agentId: string }) {
  return (
    <Flex as="nav" aria-label="Appointment scheduler" gap="1" borderBottomWidth="1px" wrap="wrap">
      {TABS.map(({ child, label }) => (
        <Link asChild key={child} px="4" py="2" mb="-1px" borderBottomWidth="2px" borderColor="transparent"
          fontWeight="medium" color="fg.muted" textDecoration="none"
          css={{ '&[aria-current=page]': { borderColor: 'colorPalette.solid', color: 'fg' } }}
          colorPalette="blue">
          <NavLink to={schedulerHref(agentId, child)}>{label}</NavLink>
        </Link>
      ))}
    </Flex>
  );
}
