/** SHELL-043, CONST-036: the counter's text and, over the caller's maximum, its warning. */
export function characterCount(value: string, max: number): { text: string; warning: string | null } {
  // Code points, so an emoji counts as one character as a person would count it.
  const count = [...value].length;
  const over = count - max;
  return {
    text: `${count} / ${max}`,
    warning: over > 0 ? `${over} ${over === 1 ? 'character' : 'characters'} over the limit of ${max}.` : null,
  };
}
