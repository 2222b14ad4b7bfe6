/**
 * @generated SignedSource<<bba46102e537dd20423c312103a0fa90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PricingPage_query$data = {
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
  readonly " $fragmentType": "PricingPage_query";
};
export type PricingPage_query$key = {
  readonly " $data"?: PricingPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingPage_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "associateId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "PricingPage_query",
  "selections": [
    {
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
        {
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3149cf57a8484942450cfbedc20fd8ed";

export default node;
