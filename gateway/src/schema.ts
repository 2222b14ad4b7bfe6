import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import { adminResolvers } from './admin/resolvers';
import { authResolvers } from './auth/resolvers';
import { billingResolvers } from './billing/resolvers';
import { callTrackingResolvers } from './calltracking/resolvers';
import { campaignResolvers } from './campaigns/resolvers';
import { domainResolvers } from './domains/resolvers';
import { editorResolvers } from './editor/resolvers';
import { emailResolvers } from './emails/resolvers';
import { glossaryResolvers } from './glossary/resolvers';
import { overviewResolvers } from './overview/resolvers';
import { relayResolvers } from './relay/resolvers';
import { schedulerResolvers } from './scheduler/resolvers';
import { portalResolvers } from './server/portal';
import { shellResolvers } from './shell/resolvers';
import { statsResolvers } from './stats/resolvers';
import { teamResolvers } from './team/resolvers';

const SCHEMA_FILE = new URL('../../schema.graphql', import.meta.url);

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers: [
      { DateTime: DateTimeResolver },
      relayResolvers,
      authResolvers,
      shellResolvers,
      statsResolvers,
      domainResolvers,
      emailResolvers,
      teamResolvers,
      schedulerResolvers,
      billingResolvers,
      campaignResolvers,
      callTrackingResolvers,
      editorResolvers,
      overviewResolvers,
      portalResolvers,
      adminResolvers,
      glossaryResolvers,
    ],
  });
}
