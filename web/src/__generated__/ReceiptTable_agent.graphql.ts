/**
 * @generated SignedSource<<7be7f54a2d45203ffd53e97d602b0817>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReceiptTable_agent$data = {
  readonly receipts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: number;
        readonly category: string;
        readonly created: string;
        readonly id: string;
        readonly notes: string | null | undefined;
        readonly receiptId: string;
        readonly used: string | null | undefined;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ReceiptTable_agent";
};
export type ReceiptTable_agent$key = {
  readonly " $data"?: ReceiptTable_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceiptTable_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "ReceiptTable_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReceiptConnection",
      "kind": "LinkedField",
      "name": "receipts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReceiptEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Receipt",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "b887ea5859beed54d8bcf1a1a1b63205";

export default node;
