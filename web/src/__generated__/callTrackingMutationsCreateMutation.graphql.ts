/**
 * @generated SignedSource<<a1ae56ee6d438a2d3ae343da97c4e1a5>>
 * @relayHash aaa7c38611904fa6c2530cac2a13ff9c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aaa7c38611904fa6c2530cac2a13ff9c

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
    "id": "aaa7c38611904fa6c2530cac2a13ff9c",
    "metadata": {},
    "name": "callTrackingMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "57193ab9499cbaecb08cf9ae20cf5127";

export default node;
