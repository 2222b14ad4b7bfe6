/**
 * @generated SignedSource<<bdc9dd0d325a69edcb6cf729f15f8229>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StaffPermissionKey = "billing" | "calltracking" | "domains" | "editor" | "emails" | "scheduler" | "stats" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffLandingPage_staffUser$data = {
  readonly agents: ReadonlyArray<{
    readonly associateId: string;
    readonly displayName: string;
    readonly permissions: ReadonlyArray<{
      readonly granted: boolean;
      readonly key: StaffPermissionKey;
    }>;
  }>;
  readonly " $fragmentType": "StaffLandingPage_staffUser";
};
export type StaffLandingPage_staffUser$key = {
  readonly " $data"?: StaffLandingPage_staffUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffLandingPage_staffUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "StaffLandingPage_staffUser",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffAgentAccess",
      "kind": "LinkedField",
      "name": "agents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "associateId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StaffPermissionGrant",
          "kind": "LinkedField",
          "name": "permissions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "granted",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StaffUser",
  "abstractKey": null
};

(node as any).hash = "90da4fda8a925146cf6ac839dc62dfc2";

export default node;
