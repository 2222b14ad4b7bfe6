/**
 * @generated SignedSource<<21538952f9c9366d8308448eb245cd3d>>
 * @relayHash 8bd52bdc8943ee9d3dd3c240e078304b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bd52bdc8943ee9d3dd3c240e078304b

import { ConcreteRequest } from 'relay-runtime';
export type agentSearchQuery$variables = {
  text: string;
};
export type agentSearchQuery$data = {
  readonly searchAgents: ReadonlyArray<{
    readonly alias: string | null | undefined;
    readonly associateId: string;
    readonly displayName: string;
    readonly id: string;
  }>;
};
export type agentSearchQuery = {
  response: agentSearchQuery$data;
  variables: agentSearchQuery$variables;
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
    "name": "agentSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "agentSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8bd52bdc8943ee9d3dd3c240e078304b",
    "metadata": {},
    "name": "agentSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3ac7091c323bc977f27da8e2974089e3";

export default node;
