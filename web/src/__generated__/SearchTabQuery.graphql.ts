/**
 * @generated SignedSource<<b9979d243353ec0a074a229c1b2159f5>>
 * @relayHash c869a5b8fa82073866ed3ea0e6f15410
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c869a5b8fa82073866ed3ea0e6f15410

import { ConcreteRequest } from 'relay-runtime';
export type SearchTabQuery$variables = {
  text: string;
};
export type SearchTabQuery$data = {
  readonly searchAgents: ReadonlyArray<{
    readonly alias: string | null | undefined;
    readonly associateId: string;
    readonly displayName: string;
    readonly id: string;
  }>;
};
export type SearchTabQuery = {
  response: SearchTabQuery$data;
  variables: SearchTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "text"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "Agent",
    "kind": "LinkedField",
    "name": "searchAgents",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "alias",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c869a5b8fa82073866ed3ea0e6f15410",
    "metadata": {},
    "name": "SearchTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0960f0a6069eaa4b1415858e8b55d00a";

export default node;
