import { QUEUE_ORDERS, type QueueOrder } from '@portal/rules';
import { DEFAULT_ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS, type RowsPerPageOption } from '../../lib/paging';

/** What the queue page shows, all of it in its address (issue #25): filters, order and page. */
export interface QueueView {
  agent: string | null;
  domain: string | null;
  section: string | null;
  order: QueueOrder;
  /** 1-based. */
  page: number;
  rows: RowsPerPageOption;
}

const text = (search: URLSearchParams, name: string) => search.get(name)?.trim() || null;

export function queueViewOf(search: URLSearchParams): QueueView {
  const order = QUEUE_ORDERS.find((o) => o === search.get('order')) ?? 'oldest';
  const rows = ROWS_PER_PAGE_OPTIONS.find((o) => String(o) === search.get('rows')) ?? (DEFAULT_ROWS_PER_PAGE as RowsPerPageOption);
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  return { agent: text(search, 'agent'), domain: text(search, 'domain'), section: text(search, 'section'), order, page, rows };
}

/** The address's search for a view; defaults are left out, so the plain queue is /overview/queue/. */
export function queueSearchOf(view: QueueView): string {
  const search = new URLSearchParams();
  if (view.agent) search.set('agent', view.agent);
  if (view.domain) search.set('domain', view.domain);
  if (view.section) search.set('section', view.section);
  if (view.order !== 'oldest') search.set('order', view.order);
  if (view.rows !== DEFAULT_ROWS_PER_PAGE) search.set('rows', String(view.rows));
  if (view.page > 1) search.set('page', String(view.page));
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The approvalQueue arguments of a view: only its page is loaded, so only its changes are checked (D-172). */
export function queueVariables(view: QueueView) {
  const first = view.rows === 'All' ? null : view.rows;
  return {
    agentId: view.agent,
    domainName: view.domain,
    sectionKey: view.section,
    order: view.order,
    first,
    offset: first === null ? 0 : (view.page - 1) * first,
  };
}
