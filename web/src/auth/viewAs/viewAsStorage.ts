import { parseViewAsChoice, VIEW_AS_KEY, type ViewAsChoice } from '../../relay/viewAsChoice';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readViewAs(): ViewAsChoice | null {
  return parseViewAsChoice(storage()?.getItem(VIEW_AS_KEY));
}

export function storeViewAs(choice: ViewAsChoice | null): void {
  if (choice) storage()?.setItem(VIEW_AS_KEY, JSON.stringify(choice));
  else storage()?.removeItem(VIEW_AS_KEY);
}
