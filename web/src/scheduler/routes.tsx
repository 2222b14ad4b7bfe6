import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { appointmentsLoader, pitchLoader, scheduleLoader, schedulesLoader, settingsLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const schedulerRoutes: RouteObject[] = [
  {
    path: PATHS.scheduler.pattern,
    loader: pitchLoader,
    ...page(() => import('./PitchPage'), 'Appointment scheduler'),
  },
  {
    path: PATHS.appointments.pattern,
    loader: appointmentsLoader,
    ...page(() => import('./AppointmentsPage'), 'Appointments'),
  },
  {
    path: PATHS.schedules.pattern,
    loader: schedulesLoader,
    ...page(() => import('./SchedulesPage'), 'Schedules'),
  },
  // SCHED-012 (decision D-193)
  {
    path: PATHS.schedule.pattern,
    loader: scheduleLoader,
    ...page(() => import('./SchedulePage'), 'Schedule'),
  },
  {
    path: PATHS.schedulerSettings.pattern,
    loader: settingsLoader,
    ...page(() => import('./SettingsPage'), 'Scheduler settings'),
  },
];
