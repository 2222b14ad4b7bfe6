/**
 * @generated SignedSource<<75299451d3d683fd358bfdaafe20eda4>>
 * @relayHash 33dbcd4c29924101b862adea6c015dad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33dbcd4c29924101b862adea6c015dad

import { ConcreteRequest } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
export type SitePagesDialogQuery$variables = {
  id: string;
};
export type SitePagesDialogQuery$data = {
  readonly node: {
    readonly content?: ReadonlyArray<string>;
    readonly domainName?: string;
    readonly isCancelled?: boolean;
    readonly productType?: ProductType;
  } | null | undefined;
};
export type SitePagesDialogQuery = {
  response: SitePagesDialogQuery$data;
  variables: SitePagesDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domainName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCancelled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SitePagesDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "SitePagesDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "33dbcd4c29924101b862adea6c015dad",
    "metadata": {},
    "name": "SitePagesDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6d4a6571fdfd9c194757c5cfa9409c1f";

export default node;
