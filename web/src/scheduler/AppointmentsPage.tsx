import { Button, Field, Input, Text } from '@chakra-ui/react';
import { MESSAGES, SCHEDULER_RULE_MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { appointmentMutationsCancelMutation as CancelMutation } from '../__generated__/appointmentMutationsCancelMutation.graphql';
import type { appointmentMutationsRescheduleMutation as RescheduleMutation } from '../__generated__/appointmentMutationsRescheduleMutation.graphql';
import type { AppointmentsPageQuery } from '../__generated__/AppointmentsPageQuery.graphql';
import { ModalDialog } from '../widgets/ModalDialog';
import { firstError, formFailureOf, type FormFailure } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import type { QueryLoaderData } from '../routes/preload';
import { cancelAppointmentMutation, rescheduleAppointmentMutation } from './appointmentMutations';
import { AppointmentTable, type AppointmentAction, type AppointmentNode } from './AppointmentTable';
import { appointmentDate, fromLocalInput, toLocalInput } from './appointmentText';
import { SchedulerFrame } from './SchedulerFrame';
import { schedulerSaves } from './saveIndicator';

type AppointmentsLoaderData = QueryLoaderData<AppointmentsPageQuery>;

/** SCHED-005..009: the agent's appointments, with cancel and reschedule. */
export default function AppointmentsPage() {
  const { queryRef } = useLoaderData() as AppointmentsLoaderData;
  const { agentID = '' } = useParams();
  const data = usePreloadedQuery<AppointmentsPageQuery>(
    graphql`
      query AppointmentsPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          id
          schedulerAvailable
          schedulerSubscription {
            id
            active
          }
          appointments {
            totalCount
          }
          ...AppointmentTable_agent
        }
      }
    `,
    queryRef,
  );
  const [target, setTarget] = useState<{ action: AppointmentAction; appointment: AppointmentNode } | null>(null);
  if (!data.agent) throw new Error(MESSAGES.agentData(agentID));
  const close = () => setTarget(null);

  return (
    <SchedulerFrame agentId={agentID} title="Appointments">
      {data.agent.appointments ? (
        <AppointmentTable agent={data.agent} onAction={(action, appointment) => setTarget({ action, appointment })} />
      ) : (
        // ERR-017 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.appointmentsLoad}</Text>
      )}
      {target?.action === 'cancel' && <CancelAppointmentDialog appointment={target.appointment} onClose={close} />}
      {target?.action === 'reschedule' && (
        <RescheduleDialog appointment={target.appointment} onClose={close} />
      )}
    </SchedulerFrame>
  );
}

function withWhom(appointment: AppointmentNode): string {
  return appointment.customerName ? ` with ${appointment.customerName}` : '';
}

/** SCHED-008: a confirmation, then API-020; a failure (ERR-018) is repeated inside the dialog. */
function CancelAppointmentDialog({ appointment, onClose }: { appointment: AppointmentNode; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    setFailure(null);
    schedulerSaves
      .track(mutate<CancelMutation>(environment, cancelAppointmentMutation, { input: { id: appointment.id } }))
      .then(onClose, (error: unknown) => {
        setBusy(false);
        setFailure(formFailureOf(error, MESSAGES.appointmentCancel).message);
      });
  };
  return (
    <ModalDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={`Cancel the appointment${withWhom(appointment)}?`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep appointment
          </Button>
          <Button colorPalette="red" onClick={confirm} loading={busy} loadingText="Canceling">
            Cancel appointment
          </Button>
        </>
      }
    >
      <Text>{`The appointment on ${appointmentDate(appointment.startAt)} is canceled and stays in the list as canceled.`}</Text>
      {failure && (
        <Text color="fg.error" role="alert" mt="3">
          {failure}
        </Text>
      )}
    </ModalDialog>
  );
}

/** SCHED-009: a new date and time, sent as ISO 8601 UTC (decision D-37); ERR-019 on failure. */
function RescheduleDialog({ appointment, onClose }: { appointment: AppointmentNode; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const [value, setValue] = useState(() => toLocalInput(appointment.startAt));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const fieldError = failure ? firstError(failure.fields, 'startAt') : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const startAt = fromLocalInput(value);
    if (!startAt) {
      setFailure({ fields: { startAt: [SCHEDULER_RULE_MESSAGES.startAt] }, message: '' });
      return;
    }
    setBusy(true);
    setFailure(null);
    schedulerSaves
      .track(
        mutate<RescheduleMutation>(environment, rescheduleAppointmentMutation, {
          input: { id: appointment.id, startAt },
        }),
      )
      .then(onClose, (error: unknown) => {
        setBusy(false);
        setFailure(formFailureOf(error, MESSAGES.appointmentReschedule));
      });
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={`Reschedule the appointment${withWhom(appointment)}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="reschedule-form" loading={busy} loadingText="Rescheduling">
            Reschedule
          </Button>
        </>
      }
    >
      <form id="reschedule-form" onSubmit={submit} noValidate>
        <Text mb="3">{`Now: ${appointmentDate(appointment.startAt)}`}</Text>
        <Field.Root invalid={!!fieldError} required>
          <Field.Label>New date and time</Field.Label>
          <Input type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
          {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
        </Field.Root>
        {failure?.message && !fieldError && (
          <Text color="fg.error" role="alert" mt="3">
            {failure.message}
          </Text>
        )}
      </form>
    </ModalDialog>
  );
}
