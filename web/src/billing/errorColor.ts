/** fg.error (red.500) is below 4.5:1 on white; error texts use darker and lighter reds instead. */
export const ERROR_TEXT_COLOR = { base: 'red.700', _dark: 'red.300' } as const;
