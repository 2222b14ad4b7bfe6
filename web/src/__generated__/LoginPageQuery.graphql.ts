/**
 * @generated SignedSource<<7e73486048b15a73bfff92e66e7a481b>>
 * @relayHash 39c0c053577b3120b28fe8f617789efc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39c0c053577b3120b28fe8f617789efc

import { ConcreteRequest } from 'relay-runtime';
export type LoginPageQuery$variables = Record<PropertyKey, never>;
export type LoginPageQuery$data = {
  readonly sandboxAccounts: ReadonlyArray<{
    readonly label: string;
    readonly password: string;
    readonly username: string;
  }>;
};
export type LoginPageQuery = {
  response: LoginPageQuery$data;
  variables: LoginPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "39c0c053577b3120b28fe8f617789efc",
    "metadata": {},
    "name": "LoginPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3a910a3c48d3af25af15a0ccf8ed9d54";

export default node;
