import { normalizeReason } from '@portal/rules';
import { expressPath, overviewCalls } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { requireUser } from '../http/guards';
import { route } from '../http/routes';
import { parseStatsRange } from '../lib/statsRange';
import { requireOverview } from './access';
import { corporateUser } from './corporate';
import { listDecisions } from './decisions';
import { listDepartures } from './departures';
import { approveOverride, listQueue, rejectOverride } from './queue';
import { callTrackingOverview, m1StatsOverview, participationOverview, qlpOverview } from './reads';
import { listReports } from './reports';
import { overviewSummary } from './summary';

function overrideId(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
}

/** The overview's calls (decision D-46), each checked against the overview rule of its page first. */
export function overviewRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(overviewCalls.summary.path), {
    GET: (req, res) => {
      const { user } = requireOverview(req, '');
      reply(res, overviewCalls.summary, overviewSummary(db, user));
    },
  });
  route(router, expressPath(overviewCalls.callTracking.path), {
    GET: (req, res) => {
      requireOverview(req, 'calltracking');
      reply(res, overviewCalls.callTracking, callTrackingOverview(db, parseStatsRange(req.query)));
    },
  });
  route(router, expressPath(overviewCalls.qlp.path), {
    GET: (req, res) => {
      requireOverview(req, 'qlp');
      reply(res, overviewCalls.qlp, qlpOverview(db, parseStatsRange(req.query)));
    },
  });
  route(router, expressPath(overviewCalls.queue.path), {
    GET: (req, res) => {
      requireOverview(req, 'queue');
      reply(res, overviewCalls.queue, listQueue(db));
    },
  });
  // Decision D-170: each decision is kept, by the signed-in reviewer, with a rejection's optional reason.
  route(router, expressPath(overviewCalls.reject.path), {
    POST: (req, res) => {
      const { row } = requireOverview(req, 'queue');
      const { reason } = readBody(req, overviewCalls.reject);
      reply(res, overviewCalls.reject, rejectOverride(db, overrideId(req.params.id), row.username, normalizeReason(reason)));
    },
  });
  route(router, expressPath(overviewCalls.approve.path), {
    POST: (req, res) => {
      const { row } = requireOverview(req, 'queue');
      reply(res, overviewCalls.approve, approveOverride(db, overrideId(req.params.id), row.username));
    },
  });
  route(router, expressPath(overviewCalls.decisions.path), {
    GET: (req, res) => {
      const { user } = requireUser(req);
      const domainName = typeof req.query.domain_name === 'string' ? req.query.domain_name : undefined;
      reply(res, overviewCalls.decisions, listDecisions(db, user, domainName));
    },
  });
  route(router, expressPath(overviewCalls.m1Stats.path), {
    GET: (req, res) => {
      requireOverview(req, 'stats');
      reply(res, overviewCalls.m1Stats, m1StatsOverview(db, parseStatsRange(req.query)));
    },
  });
  route(router, expressPath(overviewCalls.participation.path), {
    GET: (req, res) => {
      requireOverview(req, 'participation');
      reply(res, overviewCalls.participation, participationOverview(db));
    },
  });
  route(router, expressPath(overviewCalls.departures.path), {
    GET: (req, res) => {
      requireOverview(req, 'departures');
      reply(res, overviewCalls.departures, listDepartures(db));
    },
  });
  route(router, expressPath(overviewCalls.reports.path), {
    GET: (req, res) => {
      requireOverview(req, 'reports');
      reply(res, overviewCalls.reports, listReports(db));
    },
  });
  route(router, expressPath(overviewCalls.corporateUser.path), {
    GET: (req, res) => {
      reply(res, overviewCalls.corporateUser, corporateUser(db, req));
    },
  });
}
