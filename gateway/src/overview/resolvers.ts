/** The corporate overview's fields (OVERVIEW). */
export const overviewResolvers = {};
