import { Input, Text } from '@chakra-ui/react';
import { MESSAGES, SCHEDULER_RULE_MESSAGES, type FieldErrors } from '@portal/rules';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { requirePageData } from '../routes/failureText';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { FormDialog } from '../widgets/FormDialog';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import { AppointmentTable, type AppointmentAction, type AppointmentNode } from './AppointmentTable';
import { fromLocalInput, toLocalInput } from '../lib/localDateTime';
import { appointmentDate } from './appointmentText';
import { useAppointmentsPageData } from './loaders';
import { useCancelAppointment, useRescheduleAppointment } from './mutations';
import { SchedulerFrame } from './SchedulerFrame';

/** SCHED-005..009: the agent's appointments, with cancel and reschedule. */
export default function AppointmentsPage() {
  const { agentID = '' } = useParams();
  const agent = requirePageData(useAppointmentsPageData().agent, MESSAGES.agentData(agentID));
  const [target, setTarget] = useState<{ action: AppointmentAction; appointment: AppointmentNode } | null>(null);
  const close = () => setTarget(null);

  return (
    <SchedulerFrame agentId={agentID} title="Appointments">
      <AppointmentTable agent={agent} onAction={(action, appointment) => setTarget({ action, appointment })} />
      {target?.action === 'cancel' && <CancelAppointmentDialog appointment={target.appointment} onClose={close} />}
      {target?.action === 'reschedule' && <RescheduleDialog appointment={target.appointment} onClose={close} />}
    </SchedulerFrame>
  );
}

function withWhom(appointment: AppointmentNode): string {
  return appointment.customerName ? ` with ${appointment.customerName}` : '';
}

/** SCHED-008: a confirmation, then API-020; a failure (ERR-018) is repeated inside the dialog. */
function CancelAppointmentDialog({ appointment, onClose }: { appointment: AppointmentNode; onClose: () => void }) {
  const [cancel] = useCancelAppointment();
  return (
    <ConfirmDialog
      title={`Cancel the appointment${withWhom(appointment)}?`}
      confirmLabel="Cancel appointment"
      cancelLabel="Keep appointment"
      failureText={MESSAGES.appointmentCancel}
      onConfirm={() => cancel({ input: { id: appointment.id } })}
      onClose={onClose}
    >
      <Text>{`The appointment on ${appointmentDate(appointment.startAt)} is canceled and stays in the list as canceled.`}</Text>
    </ConfirmDialog>
  );
}

interface RescheduleValues {
  startAt: string;
}

/** SCHED-009: a new date and time, sent as ISO 8601 UTC (decision D-37); ERR-019 on failure. */
function RescheduleDialog({ appointment, onClose }: { appointment: AppointmentNode; onClose: () => void }) {
  const [reschedule] = useRescheduleAppointment();
  const form = useKitForm<RescheduleValues>({
    defaultValues: { startAt: toLocalInput(appointment.startAt) },
    validate: ({ startAt }): FieldErrors => (fromLocalInput(startAt) ? {} : { startAt: [SCHEDULER_RULE_MESSAGES.startAt] }),
    failureText: MESSAGES.appointmentReschedule,
    onSubmit: async ({ startAt }) => {
      await reschedule({ input: { id: appointment.id, startAt: fromLocalInput(startAt) ?? startAt } });
    },
  });
  return (
    <FormDialog
      form={form}
      title={`Reschedule the appointment${withWhom(appointment)}`}
      submitLabel="Reschedule"
      busyLabel="Rescheduling"
      cancelLabel="Close"
      onClose={onClose}
    >
      <Text>{`Now: ${appointmentDate(appointment.startAt)}`}</Text>
      <FormField name="startAt" label="New date and time" required>
        <Input type="datetime-local" {...form.register('startAt')} />
      </FormField>
    </FormDialog>
  );
}
