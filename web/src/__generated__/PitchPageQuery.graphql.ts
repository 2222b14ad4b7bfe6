/**
 * @generated SignedSource<<3858dc9584784917312b8b88984d3208>>
 * @relayHash 1ee6aa156c6baadc26f6963edb2e56ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ee6aa156c6baadc26f6963edb2e56ad

import { ConcreteRequest } from 'relay-runtime';
export type PitchPageQuery$variables = {
  associateId: string;
};
export type PitchPageQuery$data = {
  readonly agent: {
    readonly id: string;
    readonly schedulerAvailable: boolean;
    readonly schedulerSubscription: {
      readonly active: boolean;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type PitchPageQuery = {
  response: PitchPageQuery$data;
  variables: PitchPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "associateId",
        "variableName": "associateId"
      }
    ],
    "concreteType": "Agent",
    "kind": "LinkedField",
    "name": "agent",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "schedulerAvailable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SchedulerSubscription",
        "kind": "LinkedField",
        "name": "schedulerSubscription",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          }
        ],
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
    "name": "PitchPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PitchPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1ee6aa156c6baadc26f6963edb2e56ad",
    "metadata": {},
    "name": "PitchPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f92b8b0d6d5e21b2f50df2a6c46d7d9";

export default node;
