/**
 * @generated SignedSource<<82fcc9e433ae909749f3f6450614df80>>
 * @relayHash 492b7b880b784d3415981235ddbdf879
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 492b7b880b784d3415981235ddbdf879

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetPoolSizeInput = {
  agentId: string;
  extraLines: number;
};
export type mutationsSetPoolSizeMutation$variables = {
  input: SetPoolSizeInput;
};
export type mutationsSetPoolSizeMutation$data = {
  readonly setPoolSize: {
    readonly callTracking: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CallTrackingPool_callTracking">;
    } | null | undefined;
  };
};
export type mutationsSetPoolSizeMutation = {
  response: mutationsSetPoolSizeMutation$data;
  variables: mutationsSetPoolSizeMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsSetPoolSizeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CallTrackingPayload",
        "kind": "LinkedField",
        "name": "setPoolSize",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CallTracking",
            "kind": "LinkedField",
            "name": "callTracking",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CallTrackingPool_callTracking"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsSetPoolSizeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CallTrackingPayload",
        "kind": "LinkedField",
        "name": "setPoolSize",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CallTracking",
            "kind": "LinkedField",
            "name": "callTracking",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "poolSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "extraLines",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "areaCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "numbers",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "492b7b880b784d3415981235ddbdf879",
    "metadata": {},
    "name": "mutationsSetPoolSizeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "944552689e9185bfd36bf4f0e156db3b";

export default node;
