import { useEffect, useState } from 'react';
import { createTypeChangeStatus, HIDDEN_STATUS } from './typeChangeStatus';

/** The type-change indicator's state for a page; its timers stop when the page goes. */
export function useTypeChangeStatus() {
  const [status, setStatus] = useState(HIDDEN_STATUS);
  const [machine] = useState(() => createTypeChangeStatus(setStatus));
  useEffect(() => () => machine.dispose(), [machine]);
  return { status, machine };
}
