import AppointmentsPageQueryNode, { type AppointmentsPageQuery } from '../__generated__/AppointmentsPageQuery.graphql';
import PitchPageQueryNode, { type PitchPageQuery } from '../__generated__/PitchPageQuery.graphql';
import SchedulesPageQueryNode, { type SchedulesPageQuery } from '../__generated__/SchedulesPageQuery.graphql';
import SettingsPageQueryNode, { type SettingsPageQuery } from '../__generated__/SettingsPageQuery.graphql';
import { schedulerLoader } from './schedulerLoader';

/** ROUTE-028, ROUTE-036 */
export const pitchLoader = schedulerLoader<PitchPageQuery>(PitchPageQueryNode, 'root');
/** ROUTE-028, ROUTE-037 */
export const appointmentsLoader = schedulerLoader<AppointmentsPageQuery>(AppointmentsPageQueryNode, 'child');
/** ROUTE-028, ROUTE-038 */
export const schedulesLoader = schedulerLoader<SchedulesPageQuery>(SchedulesPageQueryNode, 'child');
/** ROUTE-028, ROUTE-039, SCHED-028 */
export const settingsLoader = schedulerLoader<SettingsPageQuery>(SettingsPageQueryNode, 'child');
