/**
 * @generated SignedSource<<186a5a7f19ed826f43a1c19b24f77738>>
 * @relayHash c437f31948df19f7e393dfc6d90e529b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c437f31948df19f7e393dfc6d90e529b

import { ConcreteRequest } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
export type PricingPageQuery$variables = {
  associateId: string;
};
export type PricingPageQuery$data = {
  readonly agent: {
    readonly purchaseOptions: ReadonlyArray<{
      readonly allowed: boolean;
      readonly productType: ProductType;
      readonly reason: string | null | undefined;
    }>;
  } | null | undefined;
  readonly siteConfig: {
    readonly domainTransactionsEnabled: boolean;
  };
};
export type PricingPageQuery = {
  response: PricingPageQuery$data;
  variables: PricingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "SiteConfig",
  "kind": "LinkedField",
  "name": "siteConfig",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domainTransactionsEnabled",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "associateId",
    "variableName": "associateId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductOption",
  "kind": "LinkedField",
  "name": "purchaseOptions",
  "plural": true,
  "selections": [
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PricingPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "PricingPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
    "id": "c437f31948df19f7e393dfc6d90e529b",
    "metadata": {},
    "name": "PricingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "077f8a8cbf9c90f794c13fc8c1a97872";

export default node;
