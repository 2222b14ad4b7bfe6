/**
 * @generated SignedSource<<db955729a21aa111ec389935e6c01948>>
 * @relayHash b2b551fb087ab893f97ee1100b4d617f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2b551fb087ab893f97ee1100b4d617f

import { ConcreteRequest } from 'relay-runtime';
export type CreateCallTrackingInput = {
  agentId: string;
  extraLines?: number | null | undefined;
};
export type mutationsCreateCallTrackingMutation$variables = {
  input: CreateCallTrackingInput;
};
export type mutationsCreateCallTrackingMutation$data = {
  readonly createCallTracking: {
    readonly agent: {
      readonly id: string;
    };
  };
};
export type mutationsCreateCallTrackingMutation = {
  response: mutationsCreateCallTrackingMutation$data;
  variables: mutationsCreateCallTrackingMutation$variables;
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
    "name": "mutationsCreateCallTrackingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsCreateCallTrackingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b2b551fb087ab893f97ee1100b4d617f",
    "metadata": {},
    "name": "mutationsCreateCallTrackingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "87c234c44340ef9f61016e966dd4bf1d";

export default node;
