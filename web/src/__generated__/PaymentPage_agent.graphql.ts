/**
 * @generated SignedSource<<5a75afe445b2a1739b29ef8fc816ca4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentPage_agent$data = {
  readonly associateId: string;
  readonly displayName: string;
  readonly paymentInfo: {
    readonly compDeduct: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"PaymentMethodList_paymentInfo" | "PaymentStateNotice_paymentInfo">;
  } | null | undefined;
  readonly " $fragmentType": "PaymentPage_agent";
};
export type PaymentPage_agent$key = {
  readonly " $data"?: PaymentPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "PaymentPage_agent",
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
      "alias": null,
      "args": null,
      "concreteType": "PaymentInfo",
      "kind": "LinkedField",
      "name": "paymentInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "compDeduct",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentStateNotice_paymentInfo"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentMethodList_paymentInfo"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "3aa07ea37d582e45fe0d2684b803ab26";

export default node;
