/**
 * @generated SignedSource<<dd01b94cec4e9d58b361fbba3c2e7398>>
 * @relayHash 77fc0025fbcd2ab54a08bcf0c257fe0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77fc0025fbcd2ab54a08bcf0c257fe0f

import { ConcreteRequest } from 'relay-runtime';
export type schedulerGateQuery$variables = {
  associateId: string;
};
export type schedulerGateQuery$data = {
  readonly agent: {
    readonly schedulerAvailable: boolean;
    readonly schedulerSubscription: {
      readonly active: boolean;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type schedulerGateQuery = {
  response: schedulerGateQuery$data;
  variables: schedulerGateQuery$variables;
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
  "name": "schedulerAvailable",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "SchedulerSubscription",
  "kind": "LinkedField",
  "name": "schedulerSubscription",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "schedulerGateQuery",
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
    "name": "schedulerGateQuery",
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
          (v4/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "77fc0025fbcd2ab54a08bcf0c257fe0f",
    "metadata": {},
    "name": "schedulerGateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b5c5f4afd8a03adaedec0ea051b1e81e";

export default node;
