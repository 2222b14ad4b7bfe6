/**
 * @generated SignedSource<<3fd6b828f7249e6cefc5ab02a12aa003>>
 * @relayHash bfa7aea78cb53c65b48c291dfea7014b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfa7aea78cb53c65b48c291dfea7014b

import { ConcreteRequest } from 'relay-runtime';
export type ToolboxAgentBarQuery$variables = {
  associateId: string;
};
export type ToolboxAgentBarQuery$data = {
  readonly agent: {
    readonly alias: string | null | undefined;
    readonly associateId: string;
    readonly displayName: string;
  } | null | undefined;
};
export type ToolboxAgentBarQuery = {
  response: ToolboxAgentBarQuery$data;
  variables: ToolboxAgentBarQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "associateId",
    "variableName": "associateId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "associateId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ToolboxAgentBarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ToolboxAgentBarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bfa7aea78cb53c65b48c291dfea7014b",
    "metadata": {},
    "name": "ToolboxAgentBarQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22389e9e6d2e61d9a13a016f34051f0b";

export default node;
