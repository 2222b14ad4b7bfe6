/**
 * @generated SignedSource<<2242972603b9d404728b616e883a0834>>
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
    readonly monthlyPrice: number;
    readonly productType: ProductType;
    readonly reason: string | null | undefined;
  }>;
  readonly domainName: string;
  readonly productType: ProductType;
  readonly " $fragmentType": "ChangeTypeDialog_domain";
};
export type ChangeTypeDialog_domain$key = {
  readonly " $data"?: ChangeTypeDialog_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeTypeDialog_domain">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productType",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductOption",
      "kind": "LinkedField",
      "name": "changeOptions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
})();

(node as any).hash = "85045e2557b7a10c34cf7cf5d7e60b66";

export default node;
