import { Badge, Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AppointmentTable_agent$data, AppointmentTable_agent$key } from '../__generated__/AppointmentTable_agent.graphql';
import { DataTable, type Column } from '../widgets/DataTable';
import { appointmentDate, statusText } from './appointmentText';

export type AppointmentNode = NonNullable<AppointmentTable_agent$data['appointments']>['edges'][number]['node'];
export type AppointmentAction = 'cancel' | 'reschedule';

const STATUS_PALETTE: Record<string, string> = { scheduled: 'green', rescheduled: 'blue', canceled: 'gray' };

/** SCHED-005..007: who, where, when and the state of each appointment, soonest first; ERR-017 when they did not load. */
export function AppointmentTable({
  agent,
  onAction,
}: {
  agent: AppointmentTable_agent$key;
  onAction: (action: AppointmentAction, appointment: AppointmentNode) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AppointmentTable_agent on Agent {
        appointments {
          edges {
            node {
              id
              startAt
              customerName
              assignedTo {
                name
              }
              locationLabel
              status
              meetingLength
            }
          }
        }
      }
    `,
    agent,
  );
  // ERR-017 is in the alert bar too.
  if (!data.appointments) return <Text color="fg.error">{MESSAGES.appointmentsLoad}</Text>;
  const columns: Column<AppointmentNode>[] = [
    {
      key: 'date',
      header: 'Date',
      sortValue: (node) => node.startAt,
      cell: (node) => (
        <>
          <Text>{appointmentDate(node.startAt)}</Text>
          {node.meetingLength != null && <Text fontSize="xs" color="fg.muted">{`${node.meetingLength} minutes`}</Text>}
        </>
      ),
    },
    { key: 'client', header: 'Client', sortValue: (node) => node.customerName ?? '', cell: (node) => node.customerName ?? '' },
    {
      key: 'assigned',
      header: 'Assigned to',
      sortValue: (node) => node.assignedTo?.name ?? '',
      cell: (node) => node.assignedTo?.name ?? '',
    },
    { key: 'location', header: 'Location', cell: (node) => node.locationLabel },
    {
      key: 'status',
      header: 'Status',
      sortValue: (node) => node.status,
      cell: (node) => <Badge colorPalette={STATUS_PALETTE[node.status] ?? 'gray'}>{statusText(node.status)}</Badge>,
    },
  ];
  const actions = (node: AppointmentNode) => {
    const who = node.customerName ?? 'client';
    const canceled = node.status === 'canceled';
    return (
      <Flex gap="2" justify="flex-end">
        <Button size="xs" variant="outline" disabled={canceled} onClick={() => onAction('reschedule', node)}>
          Reschedule<VisuallyHidden>{` the appointment with ${who}`}</VisuallyHidden>
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" disabled={canceled} onClick={() => onAction('cancel', node)}>
          Cancel<VisuallyHidden>{` the appointment with ${who}`}</VisuallyHidden>
        </Button>
      </Flex>
    );
  };
  return (
    <DataTable
      label="Appointments"
      columns={columns}
      rows={data.appointments.edges.map((edge) => edge.node)}
      rowKey={(node) => node.id}
      actions={actions}
      paginated
    />
  );
}
