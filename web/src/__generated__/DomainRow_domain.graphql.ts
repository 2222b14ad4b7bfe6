/**
 * @generated SignedSource<<d0fe0b87740efd8909e0c3bf2b011515>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DomainRow_domain$data = {
  readonly active: boolean;
  readonly domainName: string;
  readonly id: string;
  readonly isCancelled: boolean;
  readonly productLabel: string;
  readonly productType: ProductType;
  readonly " $fragmentType": "DomainRow_domain";
};
export type DomainRow_domain$key = {
  readonly " $data"?: DomainRow_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainRow_domain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainRow_domain",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "productLabel",
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
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};

(node as any).hash = "83c478efc96e48cb03a7121b4388db8e";

export default node;
