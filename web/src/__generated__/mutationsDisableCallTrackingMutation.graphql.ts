/**
 * @generated SignedSource<<037b1df6f3aeb3d78a2d9d6e393a2ead>>
 * @relayHash 4bc34ce57acd423597c860ed27bfe59b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bc34ce57acd423597c860ed27bfe59b

import { ConcreteRequest } from 'relay-runtime';
export type DisableCallTrackingInput = {
  agentId: string;
};
export type mutationsDisableCallTrackingMutation$variables = {
  input: DisableCallTrackingInput;
};
export type mutationsDisableCallTrackingMutation$data = {
  readonly disableCallTracking: {
    readonly agent: {
      readonly id: string;
    };
  };
};
export type mutationsDisableCallTrackingMutation = {
  response: mutationsDisableCallTrackingMutation$data;
  variables: mutationsDisableCallTrackingMutation$variables;
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
    "name": "mutationsDisableCallTrackingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsDisableCallTrackingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4bc34ce57acd423597c860ed27bfe59b",
    "metadata": {},
    "name": "mutationsDisableCallTrackingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "186f551b7faa91540807694c59208990";

export default node;
