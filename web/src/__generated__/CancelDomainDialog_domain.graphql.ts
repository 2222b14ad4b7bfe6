/**
 * @generated SignedSource<<49d7af37308a5bc1181da829513d96f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelDomainDialog_domain$data = {
  readonly domainName: string;
  readonly productLabel: string;
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
      "name": "productLabel",
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};

(node as any).hash = "4fad74bfb0edcfeaa1b21c58a147f9d8";

export default node;
