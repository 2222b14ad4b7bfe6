/**
 * @generated SignedSource<<fef7ceb22cc0c2bd332beca4fa70a634>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChangeTypeDialog_domain$data = {
  readonly changeOptions: ReadonlyArray<{
    readonly allowed: boolean;
    readonly label: string;
    readonly monthlyPrice: number;
    readonly productType: ProductType;
    readonly reason: string | null | undefined;
  }>;
  readonly domainName: string;
  readonly productLabel: string;
  readonly " $fragmentType": "ChangeTypeDialog_domain";
};
export type ChangeTypeDialog_domain$key = {
  readonly " $data"?: ChangeTypeDialog_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeTypeDialog_domain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangeTypeDialog_domain",
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
      "name": "productLabel",
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
          "name": "label",
          "storageKey": null
        },
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
  "type": "Domain",
  "abstractKey": null
};

(node as any).hash = "b47ab594b1145e469c42022f55cfff82";

export default node;
