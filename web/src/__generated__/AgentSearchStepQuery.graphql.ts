/**
 * @generated SignedSource<<ebd38f98435a9f2bfcb1c962b0e07e6f>>
 * @relayHash ae51ef72d6b1555e57d96d82ec003e2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae51ef72d6b1555e57d96d82ec003e2c

import { ConcreteRequest } from 'relay-runtime';
export type AgentSearchStepQuery$variables = {
  text: string;
};
export type AgentSearchStepQuery$data = {
  readonly searchAgents: ReadonlyArray<{
    readonly alias: string | null | undefined;
    readonly associateId: string;
    readonly displayName: string;
    readonly id: string;
  }>;
};
export type AgentSearchStepQuery = {
  response: AgentSearchStepQuery$data;
  variables: AgentSearchStepQuery$variables;
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
    "name": "AgentSearchStepQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AgentSearchStepQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ae51ef72d6b1555e57d96d82ec003e2c",
    "metadata": {},
    "name": "AgentSearchStepQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a4b981a251df17a0d131bedc18c3e740";

export default node;
