import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { appointmentsLoader, pitchLoader, scheduleLoader, schedulesLoader, settingsLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const schedulerRoutes: RouteObject[] = [
  {
    path: 'appointment-scheduler/',
    loader: pitchLoader,
    ...page(() => import('./PitchPage'), 'Appointment scheduler'),
  },
  {
    path: 'appointment-scheduler/appointments/',
    loader: appointmentsLoader,
    ...page(() => import('./AppointmentsPage'), 'Appointments'),
  },
  {
    path: 'appointment-scheduler/schedules/',
    loader: schedulesLoader,
    ...page(() => import('./SchedulesPage'), 'Schedules'),
  },
  // SCHED-012 (decision D-193)
  {
    path: 'appointment-scheduler/schedules/:schedulePk/',
    loader: scheduleLoader,
    ...page(() => import('./SchedulePage'), 'Schedule'),
  },
  {
    path: 'appointment-scheduler/settings/',
    loader: settingsLoader,
    ...page(() => import('./SettingsPage'), 'Scheduler settings'),
  },
];
