/**
 * @generated SignedSource<<34620594d5c2873ad9cdddf90d2a27c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateCallTrackingInput = {
  agentId: string;
  extraLines?: number | null | undefined;
};
export type callTrackingMutationsCreateMutation$variables = {
  input: CreateCallTrackingInput;
};
export type callTrackingMutationsCreateMutation$data = {
  readonly createCallTracking: {
    readonly agent: {
      readonly id: string;
    };
  };
};
export type callTrackingMutationsCreateMutation = {
  response: callTrackingMutationsCreateMutation$data;
  variables: callTrackingMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "input"
          }
        ],
        "concreteType": "CallTrackingPayload",
        "kind": "LinkedField",
        "name": "createCallTracking",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
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
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "callTrackingMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "callTrackingMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ed60e14c3979d6c133602bfb74e0e037",
    "id": null,
    "metadata": {},
    "name": "callTrackingMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "57193ab9499cbaecb08cf9ae20cf5127";

export default node;
