/**
 * @generated SignedSource<<85772184c9c9b0ad7a138140d9edf3e2>>
 * @relayHash 83b8ca64e393cd5b0a13bbf22d26de77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83b8ca64e393cd5b0a13bbf22d26de77

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersLoginPageQuery$variables = Record<PropertyKey, never>;
export type loadersLoginPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LoginPage_accounts">;
};
export type loadersLoginPageQuery = {
  response: loadersLoginPageQuery$data;
  variables: loadersLoginPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "loadersLoginPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LoginPage_accounts"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "loadersLoginPageQuery",
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
    ]
  },
  "params": {
    "id": "83b8ca64e393cd5b0a13bbf22d26de77",
    "metadata": {},
    "name": "loadersLoginPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5011205dac297f29ae64303cc44c8f2b";

export default node;
