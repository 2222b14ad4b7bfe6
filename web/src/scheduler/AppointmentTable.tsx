import { Badge, Box, Button, Flex, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AppointmentTable_agent$data, AppointmentTable_agent$key } from '../__generated__/AppointmentTable_agent.graphql';
import { appointmentDate, statusText } from './appointmentText';

export type AppointmentNode = NonNullable<AppointmentTable_agent$data['appointments']>['edges'][number]['node'];
export type AppointmentAction = 'cancel' | 'reschedule';

const STATUS_PALETTE: Record<string, string> = { scheduled: 'green', rescheduled: 'blue', canceled: 'gray' };

/** SCHED-005..007: who, where, when and the state of each appointment, soonest first. */
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
  if (!data.appointments) return null;
  const edges = data.appointments.edges;
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Appointments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Client</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Assigned to</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Location</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {edges.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center" color="fg.muted">
                No items found
              </Table.Cell>
            </Table.Row>
          )}
          {edges.map(({ node }) => {
            const who = node.customerName ?? 'client';
            const canceled = node.status === 'canceled';
            return (
              <Table.Row key={node.id}>
                <Table.Cell>
                  <Text>{appointmentDate(node.startAt)}</Text>
                  {node.meetingLength != null && (
                    <Text fontSize="xs" color="fg.muted">{`${node.meetingLength} minutes`}</Text>
                  )}
                </Table.Cell>
                <Table.Cell>{node.customerName ?? ''}</Table.Cell>
                <Table.Cell>{node.assignedTo?.name ?? ''}</Table.Cell>
                <Table.Cell>{node.locationLabel}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[node.status] ?? 'gray'}>{statusText(node.status)}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Flex gap="2" justify="flex-end">
                    <Button size="xs" variant="outline" disabled={canceled} onClick={() => onAction('reschedule', node)}>
                      Reschedule<VisuallyHidden>{` the appointment with ${who}`}</VisuallyHidden>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={canceled}
                      onClick={() => onAction('cancel', node)}
                    >
                      Cancel<VisuallyHidden>{` the appointment with ${who}`}</VisuallyHidden>
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
