/**
 * @generated SignedSource<<4ed9b4f7f831d1d547f639979287116e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReceiptPage_agent$data = {
  readonly displayName: string;
  readonly receipt: {
    readonly amount: number;
    readonly category: string;
    readonly created: string;
    readonly notes: string | null | undefined;
    readonly receiptId: string;
    readonly used: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ReceiptPage_agent";
};
export type ReceiptPage_agent$key = {
  readonly " $data"?: ReceiptPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceiptPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "receiptId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ReceiptPage_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "receiptId",
          "variableName": "receiptId"
        }
      ],
      "concreteType": "Receipt",
      "kind": "LinkedField",
      "name": "receipt",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "receiptId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "used",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "8d8d3b2be57136dee9a08714638df064";

export default node;
