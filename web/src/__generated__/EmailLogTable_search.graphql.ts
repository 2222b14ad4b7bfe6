/**
 * @generated SignedSource<<c59f9963ff88f8e7e8c4e951d4ecd122>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailLogTable_search$data = {
  readonly items: ReadonlyArray<{
    readonly arrival: string;
    readonly event: string;
    readonly from: string;
    readonly message: string;
    readonly to: string;
  }>;
  readonly " $fragmentType": "EmailLogTable_search";
};
export type EmailLogTable_search$key = {
  readonly " $data"?: EmailLogTable_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailLogTable_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailLogTable_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EmailLogItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "arrival",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "event",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EmailLogSearch",
  "abstractKey": null
};

(node as any).hash = "9194d8b245befa9230c5fa272f281ca5";

export default node;
