/**
 * @generated SignedSource<<375559f11097e2754c64bb347b3b4860>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginPage_accounts$data = {
  readonly sandboxAccounts: ReadonlyArray<{
    readonly label: string;
    readonly password: string;
    readonly username: string;
  }>;
  readonly " $fragmentType": "LoginPage_accounts";
};
export type LoginPage_accounts$key = {
  readonly " $data"?: LoginPage_accounts$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginPage_accounts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoginPage_accounts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SandboxAccount",
      "kind": "LinkedField",
      "name": "sandboxAccounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "password",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "85f986d5f3c14f2d5693ee6b84a17c9a";

export default node;
