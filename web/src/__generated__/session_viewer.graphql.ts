/**
 * @generated SignedSource<<21719e45e2c368a7e8d4a4431c7d0828>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type CorporatePermission = "calltracking" | "departures" | "m1editor" | "m1stats" | "participation" | "qlp" | "queue" | "reports" | "%future added value";
export type UserType = "agent" | "corp" | "mirus" | "staff" | "unknown" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type session_viewer$data = {
  readonly associateId: string | null | undefined;
  readonly authenticated: boolean;
  readonly corporatePermissions: ReadonlyArray<CorporatePermission>;
  readonly email: string | null | undefined;
  readonly homePath: string;
  readonly id: string;
  readonly internal: boolean;
  readonly realUser: string | null | undefined;
  readonly staffAgents: ReadonlyArray<string>;
  readonly tosAccepted: boolean;
  readonly user: string | null | undefined;
  readonly userDetails: {
    readonly email: string | null | undefined;
    readonly identifier: string | null | undefined;
  } | null | undefined;
  readonly userType: UserType | null | undefined;
  readonly viewingAs: boolean;
  readonly " $fragmentType": "session_viewer";
};
export type session_viewer$key = {
  readonly " $data"?: session_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"session_viewer">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "session_viewer"
};

(node as any).hash = "276f4044fd764f160565d5874c415dc8";

export default node;
