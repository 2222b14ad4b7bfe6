/**
 * @generated SignedSource<<1bb720981d2384f65a80fc3a15720e91>>
 * @relayHash 4e148748b7e8996c5abe81e59a7cd0f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e148748b7e8996c5abe81e59a7cd0f2

import { ConcreteRequest } from 'relay-runtime';
export type DisableCallTrackingInput = {
  agentId: string;
};
export type callTrackingMutationsDisableMutation$variables = {
  input: DisableCallTrackingInput;
};
export type callTrackingMutationsDisableMutation$data = {
  readonly disableCallTracking: {
    readonly agent: {
      readonly id: string;
    };
  };
};
export type callTrackingMutationsDisableMutation = {
  response: callTrackingMutationsDisableMutation$data;
  variables: callTrackingMutationsDisableMutation$variables;
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
    "name": "disableCallTracking",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "callTrackingMutationsDisableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "callTrackingMutationsDisableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4e148748b7e8996c5abe81e59a7cd0f2",
    "metadata": {},
    "name": "callTrackingMutationsDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14c3d39380603fb68568ef67dde89c78";

export default node;
