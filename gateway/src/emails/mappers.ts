// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).
import type { EmailRedirectObject } from './redirect';

export type EmailRedirectParent = EmailRedirectObject;
