import type { Area } from '../area';

/** The corporate overview area (OVERVIEW): statistics and the approval queue. */
export const overview: Area = {
  name: 'overview',
  routes() {},
};
