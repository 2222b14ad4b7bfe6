/**
 * @generated SignedSource<<624e3f61dc2bd54d866a9a3dd9bc6460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CancelDomainDialog_domain$data = {
  readonly domainName: string;
  readonly productType: ProductType;
  readonly " $fragmentType": "CancelDomainDialog_domain";
};
export type CancelDomainDialog_domain$key = {
  readonly " $data"?: CancelDomainDialog_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelDomainDialog_domain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelDomainDialog_domain",
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
    }
  ],
  "type": "Domain",
  "abstractKey": null
};

(node as any).hash = "d39d8e294cf9af70e2256fa01d3ce1c5";

export default node;
