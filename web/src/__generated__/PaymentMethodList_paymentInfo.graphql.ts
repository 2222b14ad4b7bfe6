/**
 * @generated SignedSource<<3fe36352523c66104fe4ae1f1628d9d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentMethodList_paymentInfo$data = {
  readonly compDeduct: boolean;
  readonly id: string;
  readonly methods: ReadonlyArray<{
    readonly cardLabel: string;
    readonly cardType: string;
    readonly expires: string | null | undefined;
    readonly expiringSoon: boolean;
    readonly id: string;
    readonly isCompDeduct: boolean;
    readonly isDefault: boolean;
    readonly isExpired: boolean;
    readonly maskedNumber: string | null | undefined;
    readonly paymentMethodId: string;
  }>;
  readonly state: {
    readonly card: {
      readonly cardLabel: string;
      readonly expires: string | null | undefined;
      readonly id: string;
      readonly maskedNumber: string | null | undefined;
    } | null | undefined;
    readonly expiredCard: boolean;
    readonly expiringCard: boolean;
    readonly good: boolean;
    readonly noCard: boolean;
  };
  readonly " $fragmentType": "PaymentMethodList_paymentInfo";
};
export type PaymentMethodList_paymentInfo$key = {
  readonly " $data"?: PaymentMethodList_paymentInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentMethodList_paymentInfo">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardLabel",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maskedNumber",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expires",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentMethodList_paymentInfo",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "compDeduct",
      "storageKey": null
    },
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
          "kind": "ScalarField",
          "name": "good",
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethod",
      "kind": "LinkedField",
      "name": "methods",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "cardType",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
        (v3/*:: as any*/),
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
})();

(node as any).hash = "24a1243979fc51a45729a6d022a0749a";

export default node;
