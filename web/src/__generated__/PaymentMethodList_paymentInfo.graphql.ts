/**
 * @generated SignedSource<<cbeace21763dae6f78ffec91d0d69e21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentMethodList_paymentInfo$data = {
  readonly methods: ReadonlyArray<{
    readonly cardLabel: string;
    readonly expires: string | null | undefined;
    readonly expiringSoon: boolean;
    readonly id: string;
    readonly isCompDeduct: boolean;
    readonly isDefault: boolean;
    readonly isExpired: boolean;
    readonly maskedNumber: string | null | undefined;
    readonly paymentMethodId: string;
  }>;
  readonly " $fragmentType": "PaymentMethodList_paymentInfo";
};
export type PaymentMethodList_paymentInfo$key = {
  readonly " $data"?: PaymentMethodList_paymentInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentMethodList_paymentInfo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "PaymentMethodList_paymentInfo",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethod",
      "kind": "LinkedField",
      "name": "methods",
      "plural": true,
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
          "name": "paymentMethodId",
          "storageKey": null
        },
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
          "name": "isDefault",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isExpired",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expires",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiringSoon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCompDeduct",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentInfo",
  "abstractKey": null
};

(node as any).hash = "061b3828bb787146cc6db30ff15455dc";

export default node;
