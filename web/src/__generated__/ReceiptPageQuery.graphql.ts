/**
 * @generated SignedSource<<7876200689901ce8e427d70f7a95c87f>>
 * @relayHash a311007601cbec0c9aabc934fc8816b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a311007601cbec0c9aabc934fc8816b5

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
      readonly created: string | null | undefined;
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
        "kind": "ClientExtension",
        "selections": [
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
        ]
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
    "id": "a311007601cbec0c9aabc934fc8816b5",
    "metadata": {},
    "name": "ReceiptPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fb9e7561c0dc417ecdad5acb2556f108";

export default node;
