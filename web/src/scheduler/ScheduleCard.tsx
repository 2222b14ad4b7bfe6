import { Box, Button, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { defaultAvailabilityBlock, MESSAGES, newOutOfOfficeBlock } from '@portal/rules';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { ScheduleCard_schedule$data, ScheduleCard_schedule$key } from '../__generated__/ScheduleCard_schedule.graphql';
import { formatDate } from '../lib/format';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { DataTable, type Column } from '../widgets/DataTable';
import { AvailabilityDialog } from './AvailabilityDialog';
import { lengthsText, mediumsText, peopleText, weekdaysText } from './blockText';
import {
  useCreateAvailabilityBlock,
  useCreateOutOfOfficeBlock,
  useDeleteAvailabilityBlock,
  useDeleteOutOfOfficeBlock,
  useDeleteSchedule,
} from './mutations';
import { OutOfOfficeDialog } from './OutOfOfficeDialog';
import { DUPLICATE_LABEL_WARNING, ScheduleDialog } from './ScheduleDialog';
import { PATHS } from '../routes/paths';

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
      {children}
    </Stack>
  );
}

const hoursText = (block: { start: string; end: string }) => `${block.start} to ${block.end}`;

/** SCHED-010, SCHED-015..023: one schedule with its domains, availability and out-of-office blocks. */
export function ScheduleCard({
  schedule,
  focusOnMount = false,
  otherLabels = [],
  linkToPage = false,
  onDeleted,
}: {
  schedule: ScheduleCard_schedule$key;
  /** A schedule just created: bring it into view and put focus on its name. */
  focusOnMount?: boolean;
  /** The other schedules' names, to warn about a duplicate while renaming. */
  otherLabels?: readonly string[];
  /** In the list, the name links to the schedule's own page (SCHED-012). */
  linkToPage?: boolean;
  /** After the schedule was deleted (its own page leaves then). */
  onDeleted?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ScheduleCard_schedule on Schedule {
        id
        pk
        agentId
        label
        domains
        availability {
          id
          start
          end
          weekdays
          meetingLengths
          communicationMediums
          location
          staff {
            name
          }
        }
        outOfOfficeBlocks {
          id
          date
          start
          end
          associates {
            name
          }
          repeatsAnnually
          ...OutOfOfficeDialog_block
        }
      }
    `,
    schedule,
  );
  const [createBlock, creatingBlock] = useCreateAvailabilityBlock();
  const [createOutOfOffice, creatingOutOfOffice] = useCreateOutOfOfficeBlock();
  const [deleteSchedule] = useDeleteSchedule();
  const [deleteBlock] = useDeleteAvailabilityBlock();
  const [deleteOutOfOffice] = useDeleteOutOfOfficeBlock();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const duplicate = otherLabels.includes(data.label);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const addBlock = () => {
    createBlock({ input: { scheduleId: data.id, ...defaultAvailabilityBlock() } }).catch(() => undefined); // ERR-024 is in the alert bar.
  };
  const addOutOfOffice = () => {
    createOutOfOffice({ input: { scheduleId: data.id, ...newOutOfOfficeBlock(new Date()) } }).catch(() => undefined); // ERR-027 is in the alert bar.
  };

  const availabilityColumns: Column<Block>[] = [
    { key: 'weekdays', header: 'Weekdays', cell: (block) => weekdaysText(block.weekdays) },
    { key: 'hours', header: 'Hours', cell: hoursText },
    { key: 'lengths', header: 'Meeting lengths', cell: (block) => lengthsText(block.meetingLengths) },
    { key: 'mediums', header: 'Ways to meet', cell: (block) => mediumsText(block.communicationMediums) },
    {
      key: 'location',
      header: 'Location',
      cell: (block) => (
        <>
          {block.location ?? ''}
          {block.staff && <Text fontSize="xs" color="fg.muted">{`Staff: ${block.staff.name}`}</Text>}
        </>
      ),
    },
  ];
  const outOfOfficeColumns: Column<OutOfOffice>[] = [
    { key: 'date', header: 'Date', sortValue: (block) => block.date, cell: (block) => formatDate(block.date) },
    { key: 'hours', header: 'Hours', cell: hoursText },
    { key: 'who', header: 'Who is out', cell: (block) => peopleText(block.associates) },
    { key: 'repeats', header: 'Repeats every year', cell: (block) => (block.repeatsAnnually ? 'Yes' : 'No') },
  ];

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="lg" id={headingId} ref={heading} tabIndex={-1}>
              {linkToPage ? (
                <Link asChild colorPalette="blue" variant="underline">
                  <RouterLink to={PATHS.schedule.href({ agentID: data.agentId, schedulePk: data.pk })}>{data.label}</RouterLink>
                </Link>
              ) : (
                data.label
              )}
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
            <Button size="sm" onClick={addBlock} loading={creatingBlock}>
              Add availability<VisuallyHidden>{` to ${data.label}`}</VisuallyHidden>
            </Button>
          }
        >
          <DataTable
            label={`Availability of ${data.label}`}
            columns={availabilityColumns}
            rows={data.availability}
            rowKey={(block) => block.id}
            actions={(block) => (
              <RowActions
                what={`availability ${weekdaysText(block.weekdays)} ${hoursText(block)}`}
                onEdit={() => setOpen({ kind: 'editBlock', block })}
                onDelete={() => setOpen({ kind: 'deleteBlock', block })}
              />
            )}
          />
        </Part>

        <Part
          title="Out of office"
          action={
            <Button size="sm" onClick={addOutOfOffice} loading={creatingOutOfOffice}>
              Add out-of-office block<VisuallyHidden>{` to ${data.label}`}</VisuallyHidden>
            </Button>
          }
        >
          <DataTable
            label={`Out of office of ${data.label}`}
            columns={outOfOfficeColumns}
            rows={data.outOfOfficeBlocks}
            rowKey={(block) => block.id}
            actions={(block) => (
              <RowActions
                what={`out of office ${formatDate(block.date)}`}
                onEdit={() => setOpen({ kind: 'editOoo', block })}
                onDelete={() => setOpen({ kind: 'deleteOoo', block })}
              />
            )}
          />
        </Part>
      </Stack>

      {open?.kind === 'edit' && <ScheduleDialog schedule={data} otherLabels={otherLabels} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${data.label}?`}
          confirmLabel="Delete schedule"
          cancelLabel="Keep schedule"
          failureText={MESSAGES.scheduleDelete}
          onClose={close}
          onConfirm={() => deleteSchedule({ input: { id: data.id } }).then(() => onDeleted?.())}
        >
          <Text>Its availability and out-of-office blocks go with it. Its appointments are kept.</Text>
        </ConfirmDialog>
      )}
      {open?.kind === 'editBlock' && <AvailabilityDialog block={open.block} onClose={close} />}
      {open?.kind === 'deleteBlock' && (
        <ConfirmDialog
          title="Delete this availability?"
          confirmLabel="Delete availability"
          cancelLabel="Keep availability"
          failureText={MESSAGES.availabilityDelete}
          onClose={close}
          onConfirm={() => deleteBlock({ input: { id: open.block.id } })}
        >
          <Text>{`${weekdaysText(open.block.weekdays)}, ${hoursText(open.block)}: clients can no longer book these hours.`}</Text>
        </ConfirmDialog>
      )}
      {open?.kind === 'editOoo' && (
        <OutOfOfficeDialog block={open.block} scheduleId={data.id} onClose={close} />
      )}
      {open?.kind === 'deleteOoo' && (
        <ConfirmDialog
          title="Delete this out-of-office block?"
          confirmLabel="Delete block"
          cancelLabel="Keep block"
          failureText={MESSAGES.oooDelete}
          onClose={close}
          onConfirm={() => deleteOutOfOffice({ input: { id: open.block.id } })}
        >
          <Text>{`${formatDate(open.block.date)}, ${hoursText(open.block)}: clients can book these hours again.`}</Text>
        </ConfirmDialog>
      )}
    </Box>
  );
}
