import { Box, Button, Flex, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  defaultAvailabilityBlock,
  MESSAGES,
  newOutOfOfficeBlock,
} from '@portal/rules';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ScheduleCard_schedule$data, ScheduleCard_schedule$key } from '../__generated__/ScheduleCard_schedule.graphql';
import type { scheduleMutationsCreateAvailabilityMutation as CreateAvailability } from '../__generated__/scheduleMutationsCreateAvailabilityMutation.graphql';
import type { scheduleMutationsCreateOutOfOfficeMutation as CreateOutOfOffice } from '../__generated__/scheduleMutationsCreateOutOfOfficeMutation.graphql';
import type { scheduleMutationsDeleteAvailabilityMutation as DeleteAvailability } from '../__generated__/scheduleMutationsDeleteAvailabilityMutation.graphql';
import type { scheduleMutationsDeleteMutation as DeleteSchedule } from '../__generated__/scheduleMutationsDeleteMutation.graphql';
import type { scheduleMutationsDeleteOutOfOfficeMutation as DeleteOutOfOffice } from '../__generated__/scheduleMutationsDeleteOutOfOfficeMutation.graphql';
import { AvailabilityDialog } from './AvailabilityDialog';
import { lengthsText, mediumsText, weekdaysText } from './blockText';
import { ConfirmDialog } from './ConfirmDialog';
import { OutOfOfficeDialog } from './OutOfOfficeDialog';
import { DUPLICATE_LABEL_WARNING, ScheduleDialog } from './ScheduleDialog';
import {
  createAvailabilityMutation,
  createOutOfOfficeMutation,
  deleteAvailabilityMutation,
  deleteOutOfOfficeMutation,
  deleteScheduleMutation,
} from './scheduleMutations';
import { schedulerWrite } from './schedulerWrite';

type Block = ScheduleCard_schedule$data['availability'][number];
type OutOfOffice = ScheduleCard_schedule$data['outOfOfficeBlocks'][number];

type Open =
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'editBlock'; block: Block }
  | { kind: 'deleteBlock'; block: Block }
  | { kind: 'editOoo'; block: OutOfOffice }
  | { kind: 'deleteOoo'; block: OutOfOffice }
  | null;

function EmptyRow({ columns }: { columns: number }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} textAlign="center" color="fg.muted">
        No items found
      </Table.Cell>
    </Table.Row>
  );
}

function Headers({ names }: { names: string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {names.map((name) => (
          <Table.ColumnHeader key={name} scope="col" textAlign={name === 'Actions' ? 'end' : undefined}>
            {name}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

function RowActions({ what, onEdit, onDelete }: { what: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Flex gap="2" justify="flex-end">
      <Button size="xs" variant="outline" onClick={onEdit}>
        Edit<VisuallyHidden>{` ${what}`}</VisuallyHidden>
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
        Delete<VisuallyHidden>{` ${what}`}</VisuallyHidden>
      </Button>
    </Flex>
  );
}

function Part({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {action}
      </Flex>
      <Box overflowX="auto" borderWidth="1px" rounded="md">
        {children}
      </Box>
    </Stack>
  );
}

/** SCHED-010, SCHED-015..023: one schedule with its domains, availability and out-of-office blocks. */
export function ScheduleCard({
  schedule,
  focusOnMount = false,
  otherLabels = [],
}: {
  schedule: ScheduleCard_schedule$key;
  /** A schedule just created: bring it into view and put focus on its name. */
  focusOnMount?: boolean;
  /** The other schedules' names, to warn about a duplicate while renaming. */
  otherLabels?: readonly string[];
}) {
  const data = useFragment(
    graphql`
      fragment ScheduleCard_schedule on Schedule {
        id
        label
        domains
        availability {
          id
          staffId
          start
          end
          weekdays
          meetingLengths
          communicationMediums
          location
        }
        outOfOfficeBlocks {
          id
          scheduleId
          date
          start
          end
          associateIds
          repeatsAnnually
        }
      }
    `,
    schedule,
  );
  const environment = useRelayEnvironment();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const duplicate = otherLabels.includes(data.label);
  const [open, setOpen] = useState<Open>(null);
  const [adding, setAdding] = useState<'block' | 'ooo' | null>(null);
  const close = () => setOpen(null);

  const addBlock = () => {
    setAdding('block');
    const input = { scheduleId: data.id, ...defaultAvailabilityBlock() };
    schedulerWrite<CreateAvailability>(environment, createAvailabilityMutation, { input })
      .catch(() => undefined) // ERR-024 is in the alert bar.
      .finally(() => setAdding(null));
  };
  const addOutOfOffice = () => {
    setAdding('ooo');
    const input = { scheduleId: data.id, ...newOutOfOfficeBlock(new Date()) };
    schedulerWrite<CreateOutOfOffice>(environment, createOutOfOfficeMutation, { input })
      .catch(() => undefined) // ERR-027 is in the alert bar.
      .finally(() => setAdding(null));
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="lg" id={headingId} ref={heading} tabIndex={-1}>
              {data.label}
            </Heading>
            {duplicate && <Text color="fg.warning">{DUPLICATE_LABEL_WARNING}</Text>}
            <Text color="fg.muted">
              {data.domains.length ? `Domains: ${data.domains.join(', ')}` : 'No domains yet'}
            </Text>
          </Stack>
          <Flex gap="2">
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'edit' })}>
              Edit schedule<VisuallyHidden>{` ${data.label}`}</VisuallyHidden>
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen({ kind: 'delete' })}>
              Delete schedule<VisuallyHidden>{` ${data.label}`}</VisuallyHidden>
            </Button>
          </Flex>
        </Flex>

        <Part
          title="Availability"
          action={
            <Button size="sm" onClick={addBlock} loading={adding === 'block'}>
              Add availability<VisuallyHidden>{` to ${data.label}`}</VisuallyHidden>
            </Button>
          }
        >
          <Table.Root size="sm" aria-label={`Availability of ${data.label}`}>
            <Headers names={['Weekdays', 'Hours', 'Meeting lengths', 'Ways to meet', 'Location', 'Actions']} />
            <Table.Body>
              {data.availability.length === 0 && <EmptyRow columns={6} />}
              {data.availability.map((block) => {
                const what = `availability ${weekdaysText(block.weekdays)} ${block.start} to ${block.end}`;
                return (
                  <Table.Row key={block.id}>
                    <Table.Cell>{weekdaysText(block.weekdays)}</Table.Cell>
                    <Table.Cell>{`${block.start} to ${block.end}`}</Table.Cell>
                    <Table.Cell>{lengthsText(block.meetingLengths)}</Table.Cell>
                    <Table.Cell>{mediumsText(block.communicationMediums)}</Table.Cell>
                    <Table.Cell>
                      {block.location ?? ''}
                      {block.staffId && (
                        <Text fontSize="xs" color="fg.muted">{`Staff ${block.staffId}`}</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <RowActions
                        what={what}
                        onEdit={() => setOpen({ kind: 'editBlock', block })}
                        onDelete={() => setOpen({ kind: 'deleteBlock', block })}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Part>

        <Part
          title="Out of office"
          action={
            <Button size="sm" onClick={addOutOfOffice} loading={adding === 'ooo'}>
              Add out-of-office block<VisuallyHidden>{` to ${data.label}`}</VisuallyHidden>
            </Button>
          }
        >
          <Table.Root size="sm" aria-label={`Out of office of ${data.label}`}>
            <Headers names={['Date', 'Hours', 'Who is out', 'Repeats every year', 'Actions']} />
            <Table.Body>
              {data.outOfOfficeBlocks.length === 0 && <EmptyRow columns={5} />}
              {data.outOfOfficeBlocks.map((block) => (
                <Table.Row key={block.id}>
                  <Table.Cell>{block.date}</Table.Cell>
                  <Table.Cell>{`${block.start} to ${block.end}`}</Table.Cell>
                  <Table.Cell>{block.associateIds.length ? block.associateIds.join(', ') : 'Everyone'}</Table.Cell>
                  <Table.Cell>{block.repeatsAnnually ? 'Yes' : 'No'}</Table.Cell>
                  <Table.Cell>
                    <RowActions
                      what={`out of office ${block.date}`}
                      onEdit={() => setOpen({ kind: 'editOoo', block })}
                      onDelete={() => setOpen({ kind: 'deleteOoo', block })}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Part>
      </Stack>

      {open?.kind === 'edit' && <ScheduleDialog schedule={data} otherLabels={otherLabels} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${data.label}?`}
          confirmLabel="Delete schedule"
          keepLabel="Keep schedule"
          failureText={MESSAGES.scheduleDelete}
          onClose={close}
          onConfirm={() =>
            schedulerWrite<DeleteSchedule>(environment, deleteScheduleMutation, { input: { id: data.id } })
          }
        >
          <Text>Its availability and out-of-office blocks go with it. Its appointments are kept.</Text>
        </ConfirmDialog>
      )}
      {open?.kind === 'editBlock' && <AvailabilityDialog block={open.block} onClose={close} />}
      {open?.kind === 'deleteBlock' && (
        <ConfirmDialog
          title="Delete this availability?"
          confirmLabel="Delete availability"
          keepLabel="Keep availability"
          failureText={MESSAGES.availabilityDelete}
          onClose={close}
          onConfirm={() =>
            schedulerWrite<DeleteAvailability>(environment, deleteAvailabilityMutation, {
              input: { id: open.block.id },
            })
          }
        >
          <Text>{`${weekdaysText(open.block.weekdays)}, ${open.block.start} to ${open.block.end}: clients can no longer book these hours.`}</Text>
        </ConfirmDialog>
      )}
      {open?.kind === 'editOoo' && <OutOfOfficeDialog block={open.block} onClose={close} />}
      {open?.kind === 'deleteOoo' && (
        <ConfirmDialog
          title="Delete this out-of-office block?"
          confirmLabel="Delete block"
          keepLabel="Keep block"
          failureText={MESSAGES.oooDelete}
          onClose={close}
          onConfirm={() =>
            schedulerWrite<DeleteOutOfOffice>(environment, deleteOutOfOfficeMutation, {
              input: { id: open.block.id },
            })
          }
        >
          <Text>{`${open.block.date}, ${open.block.start} to ${open.block.end}: clients can book these hours again.`}</Text>
        </ConfirmDialog>
      )}
    </Box>
  );
}
