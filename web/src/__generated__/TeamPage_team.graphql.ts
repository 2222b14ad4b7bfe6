/**
 * @generated SignedSource<<77bda471d5459b702109f2af5ba6a006>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StaffPermissionKey = "billing" | "calltracking" | "domains" | "editor" | "emails" | "scheduler" | "stats" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamPage_team$data = {
  readonly associateId: string;
  readonly displayName: string;
  readonly team: {
    readonly canManage: boolean;
    readonly members: ReadonlyArray<{
      readonly email: string | null | undefined;
      readonly name: string;
      readonly permissions: ReadonlyArray<{
        readonly granted: boolean;
        readonly key: StaffPermissionKey;
        readonly label: string;
      }>;
      readonly staffId: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TeamPage_team";
};
export type TeamPage_team$key = {
  readonly " $data"?: TeamPage_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamPage_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamPage_team",
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
      "concreteType": "StaffAccount",
      "kind": "LinkedField",
      "name": "team",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canManage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StaffMember",
          "kind": "LinkedField",
          "name": "members",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "staffId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
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
                  "name": "label",
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
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "5a93750b0039e6b564e2180e58b9d419";

export default node;
