/** Marked phrases: a compliance finding in red, a possible misspelling in orange, each underlined (not colour alone). */
export const FLAG_CSS = {
  '& mark, & .compliance-flag': {
    color: 'inherit',
    borderRadius: '2px',
    textDecorationLine: 'underline',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
  },
  '& [data-flag=reword], & [data-flag=notAllowed]': {
    background: 'var(--chakra-colors-red-subtle)',
    textDecorationStyle: 'wavy',
    textDecorationColor: 'var(--chakra-colors-red-fg)',
  },
  '& [data-flag=spelling]': {
    background: 'var(--chakra-colors-orange-subtle)',
    textDecorationStyle: 'dotted',
    textDecorationColor: 'var(--chakra-colors-orange-fg)',
  },
};
