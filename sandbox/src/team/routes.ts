import { canManageTeam, canReadStaffUser, DEFAULT_STAFF_PERMISSIONS } from '@portal/rules';
import { expressPath, teamCalls } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { findAgent } from '../lib/agentStore';
import { allowedAgent } from '../lib/domainAccess';
import { bodyObject } from '../http/body';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { parsePermissionChange, parseStaffChange } from './input';
import {
  addMember,
  findStaffUserById,
  memberPermissions,
  removeMember,
  setPermissions,
  staffAccount,
  staffMemberships,
} from './store';

export function teamRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(teamCalls.team.path), {
    GET: (req, res) => {
      reply(res, teamCalls.team, staffAccount(db, allowedAgent(db, req).associate_id));
    },
    // Decision D-33: the agent or provider staff; a staff member may read the team but not change it.
    PUT: (req, res) => {
      const agent = allowedAgent(db, req, canManageTeam);
      const change = parseStaffChange(db, agent.associate_id, readBody(req, teamCalls.updateStaff));
      if (change.action === 'add') addMember(db, agent.associate_id, change.user.user_id, DEFAULT_STAFF_PERMISSIONS);
      else removeMember(db, agent.associate_id, change.user.user_id);
      reply(res, teamCalls.updateStaff, staffAccount(db, agent.associate_id));
    },
  });

  route(router, expressPath(teamCalls.updatePermissions.path), {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req, canManageTeam);
      // DRF's texts for a permissions map name the key ("x: Must be a valid boolean."), so this body keeps its own reader.
      const { userId, changes } = parsePermissionChange(db, agent.associate_id, bodyObject(req));
      const current = memberPermissions(db, agent.associate_id, userId) ?? DEFAULT_STAFF_PERMISSIONS;
      setPermissions(db, agent.associate_id, userId, { ...current, ...changes });
      reply(res, teamCalls.updatePermissions, staffAccount(db, agent.associate_id));
    },
  });

  // API-066: the record behind the /atms/{staffID}/ landing (decision D-34).
  route(router, expressPath(teamCalls.staffUser.path), {
    GET: (req, res) => {
      const staffId = String(req.params.staffId);
      requireAllowed(req, (user) => canReadStaffUser(user, staffId));
      const user = findStaffUserById(db, staffId);
      if (!user) throw notFound();
      const agents = staffMemberships(db, user.user_id).flatMap(({ associate_id, permissions }) => {
        const agent = findAgent(db, associate_id);
        if (!agent) return [];
        const { first_name, preferred_first_name, last_name, alias } = agent;
        return [{ associate_id, first_name, preferred_first_name, last_name, alias, permissions }];
      });
      reply(res, teamCalls.staffUser, { staff_id: user.staff_id, name: user.name, email: user.email, agents });
    },
  });
}
