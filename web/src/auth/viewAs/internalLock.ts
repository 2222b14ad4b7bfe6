/**
 * AUTH-022: once view-as has switched internal off, this page may not switch it back on; a reload (a new module
 * instance) does. Kept here rather than in storage on purpose: the rule is "until reload".
 */
let locked = false;

export function lockInternal(): void {
  locked = true;
}

export function isInternalLocked(): boolean {
  return locked;
}
