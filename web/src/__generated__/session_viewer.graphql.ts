/**
 * @generated SignedSource<<6f0792004db077838802a62122a4f3ba>>
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
  readonly displayName: string | null | undefined;
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

(node as any).hash = "7886f2f1b079c1178c6a27216b0516b8";

export default node;
