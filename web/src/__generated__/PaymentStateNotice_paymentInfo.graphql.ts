/**
 * @generated SignedSource<<efa6fe0bb84d3a608b704e15df019489>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentStateNotice_paymentInfo$data = {
  readonly state: {
    readonly card: {
      readonly cardLabel: string;
      readonly expires: string | null | undefined;
      readonly maskedNumber: string | null | undefined;
    } | null | undefined;
    readonly expiredCard: boolean;
    readonly expiringCard: boolean;
    readonly noCard: boolean;
  };
  readonly " $fragmentType": "PaymentStateNotice_paymentInfo";
};
export type PaymentStateNotice_paymentInfo$key = {
  readonly " $data"?: PaymentStateNotice_paymentInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStateNotice_paymentInfo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "PaymentStateNotice_paymentInfo",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentState",
      "kind": "LinkedField",
      "name": "state",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noCard",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiredCard",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiringCard",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentMethod",
          "kind": "LinkedField",
          "name": "card",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cardLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "maskedNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expires",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentInfo",
  "abstractKey": null
};

(node as any).hash = "7029ae874e7994c4542f7b023b9c3ffe";

export default node;
