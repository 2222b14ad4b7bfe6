import { useEffect, useRef, useState } from 'react';
import { createTypeChangeStatus, HIDDEN_STATUS, type TypeChangeStatusMachine } from './typeChangeStatus';

/** The type-change indicator's state for a page; its timers stop when the page goes. */
export function useTypeChangeStatus() {
  const [status, setStatus] = useState(HIDDEN_STATUS);
  const machine = useRef<TypeChangeStatusMachine | null>(null);
  machine.current ??= createTypeChangeStatus(setStatus);
  useEffect(() => () => machine.current?.dispose(), []);
  return { status, machine: machine.current };
}
