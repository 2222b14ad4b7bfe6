/**
 * @generated SignedSource<<ed9045e04f1b6c49281fa5c26fe521ae>>
 * @relayHash ba5b71a4655bae0d58aa145daf21c5d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba5b71a4655bae0d58aa145daf21c5d5

import { ConcreteRequest } from 'relay-runtime';
export type versionCheckQuery$variables = Record<PropertyKey, never>;
export type versionCheckQuery$data = {
  readonly appVersion: string;
};
export type versionCheckQuery = {
  response: versionCheckQuery$data;
  variables: versionCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "appVersion",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "versionCheckQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "versionCheckQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ba5b71a4655bae0d58aa145daf21c5d5",
    "metadata": {},
    "name": "versionCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c240a78004089857bf0601a2860f28ae";

export default node;
