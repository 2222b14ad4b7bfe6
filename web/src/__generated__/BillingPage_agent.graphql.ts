/**
 * @generated SignedSource<<486de7dd00b46860a0e79d45aa999b66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingPage_agent$data = {
  readonly associateId: string;
  readonly displayName: string;
  readonly " $fragmentSpreads": FragmentRefs<"ReceiptTable_agent">;
  readonly " $fragmentType": "BillingPage_agent";
};
export type BillingPage_agent$key = {
  readonly " $data"?: BillingPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "BillingPage_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "associateId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReceiptTable_agent"
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "0d5d80060d2fe7bb80dc4b84974e9c30";

export default node;
