/**
 * @generated SignedSource<<9826fc8fc7060b4f29a4070ee3eb63cf>>
 * @relayHash 4c0503a9aeab00bd2c93d3cb9fd7ef11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c0503a9aeab00bd2c93d3cb9fd7ef11

import { ConcreteRequest } from 'relay-runtime';
export type ReceiptPageQuery$variables = {
  associateId: string;
  receiptId: string;
};
export type ReceiptPageQuery$data = {
  readonly agent: {
    readonly displayName: string;
    readonly id: string;
    readonly receipt: {
      readonly amount: number;
      readonly category: string;
      readonly created: string;
      readonly id: string;
      readonly notes: string | null | undefined;
      readonly receiptId: string;
      readonly used: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type ReceiptPageQuery = {
  response: ReceiptPageQuery$data;
  variables: ReceiptPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "receiptId"
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
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "receiptId",
            "variableName": "receiptId"
          }
        ],
        "concreteType": "Receipt",
        "kind": "LinkedField",
        "name": "receipt",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receiptId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "used",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
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
    "name": "ReceiptPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReceiptPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4c0503a9aeab00bd2c93d3cb9fd7ef11",
    "metadata": {},
    "name": "ReceiptPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fb9e7561c0dc417ecdad5acb2556f108";

export default node;
