/**
 * @generated SignedSource<<a464a09dc851ccd16b0a2f10a6d72be4>>
 * @relayHash bd2ee101de8f9aeb21dc2e790b31af59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd2ee101de8f9aeb21dc2e790b31af59

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
export type ChangeProductTypeInput = {
  domainId: string;
  productType: ProductType;
};
export type mutationsChangeProductTypeMutation$variables = {
  input: ChangeProductTypeInput;
};
export type mutationsChangeProductTypeMutation$data = {
  readonly changeProductType: {
    readonly domain: {
      readonly active: boolean;
      readonly id: string;
      readonly productType: ProductType;
      readonly " $fragmentSpreads": FragmentRefs<"ChangeTypeDialog_domain">;
    };
  };
};
export type mutationsChangeProductTypeMutation = {
  response: mutationsChangeProductTypeMutation$data;
  variables: mutationsChangeProductTypeMutation$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productType",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsChangeProductTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DomainPayload",
        "kind": "LinkedField",
        "name": "changeProductType",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Domain",
            "kind": "LinkedField",
            "name": "domain",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChangeTypeDialog_domain"
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
    "name": "mutationsChangeProductTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DomainPayload",
        "kind": "LinkedField",
        "name": "changeProductType",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Domain",
            "kind": "LinkedField",
            "name": "domain",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "concreteType": "ProductOption",
                "kind": "LinkedField",
                "name": "changeOptions",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthlyPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allowed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  }
                ],
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
    "id": "bd2ee101de8f9aeb21dc2e790b31af59",
    "metadata": {},
    "name": "mutationsChangeProductTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a4a53d1092078e646067cd0fa33c6f5";

export default node;
