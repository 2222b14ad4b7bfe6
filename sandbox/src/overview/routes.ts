import type { Router } from 'express';
import type { AreaContext } from '../area';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { parseStatsRange } from '../stats/range';
import { requireOverview } from './access';
import { corporateUser } from './corporate';
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
  route(router, '/api/overview/summary/', {
    GET: (req, res) => {
      const { user } = requireOverview(req, '');
      res.json(overviewSummary(db, user));
    },
  });
  route(router, '/api/overview/calltracking/', {
    GET: (req, res) => {
      requireOverview(req, 'calltracking');
      res.json(callTrackingOverview(db, parseStatsRange(req.query)));
    },
  });
  route(router, '/api/overview/qlp/', {
    GET: (req, res) => {
      requireOverview(req, 'qlp');
      res.json(qlpOverview(db, parseStatsRange(req.query)));
    },
  });
  route(router, '/api/overview/queue/', {
    GET: (req, res) => {
      requireOverview(req, 'queue');
      res.json(listQueue(db));
    },
  });
  route(router, '/api/overview/queue/:id/', {
    DELETE: (req, res) => {
      requireOverview(req, 'queue');
      rejectOverride(db, overrideId(req.params.id));
      res.status(204).end();
    },
  });
  route(router, '/api/overview/queue/:id/approve/', {
    POST: (req, res) => {
      requireOverview(req, 'queue');
      res.json(approveOverride(db, overrideId(req.params.id)));
    },
  });
  route(router, '/api/overview/m1stats/', {
    GET: (req, res) => {
      requireOverview(req, 'stats');
      res.json(m1StatsOverview(db, parseStatsRange(req.query)));
    },
  });
  route(router, '/api/overview/participation/', {
    GET: (req, res) => {
      requireOverview(req, 'participation');
      res.json(participationOverview(db));
    },
  });
  route(router, '/api/overview/departures/', {
    GET: (req, res) => {
      requireOverview(req, 'departures');
      res.json(listDepartures(db));
    },
  });
  route(router, '/api/overview/reports/', {
    GET: (req, res) => {
      requireOverview(req, 'reports');
      res.json(listReports(db));
    },
  });
  route(router, '/api/users/corporate/:employeeId/', {
    GET: (req, res) => {
      res.json(corporateUser(db, req));
    },
  });
}
