/**
 * @generated SignedSource<<93f7b1e251589a19f2f5b85dfad4837a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MoveDomainForm_agent$data = {
  readonly movableDomains: ReadonlyArray<{
    readonly active: boolean;
    readonly canMove: boolean;
    readonly name: string;
    readonly productType: ProductType;
  }>;
  readonly " $fragmentType": "MoveDomainForm_agent";
};
export type MoveDomainForm_agent$key = {
  readonly " $data"?: MoveDomainForm_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoveDomainForm_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoveDomainForm_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MovableDomain",
      "kind": "LinkedField",
      "name": "movableDomains",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canMove",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "3711fa3511f6672011aef68101ca3bf8";

export default node;
