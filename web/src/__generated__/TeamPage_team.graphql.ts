/**
 * @generated SignedSource<<84997a848a5ac72fd2459eb92f9382ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StaffPermissionKey = "billing" | "calltracking" | "domains" | "editor" | "emails" | "scheduler" | "stats" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamPage_team$data = {
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

(node as any).hash = "768d56782abe7b2b359bce58a14f71e5";

export default node;
