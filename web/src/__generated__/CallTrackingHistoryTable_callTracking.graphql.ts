/**
 * @generated SignedSource<<003fdde8b2a1e44c9c9433c0451adbf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CallTrackingHistoryTable_callTracking$data = {
  readonly history: ReadonlyArray<{
    readonly answered: number;
    readonly calls: number;
    readonly date: string;
  }> | null | undefined;
  readonly " $fragmentType": "CallTrackingHistoryTable_callTracking";
};
export type CallTrackingHistoryTable_callTracking$key = {
  readonly " $data"?: CallTrackingHistoryTable_callTracking$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallTrackingHistoryTable_callTracking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "endDate"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "startDate"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallTrackingHistoryTable_callTracking",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "endDate",
          "variableName": "endDate"
        },
        {
          "kind": "Variable",
          "name": "startDate",
          "variableName": "startDate"
        }
      ],
      "concreteType": "CallHistoryPoint",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "calls",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answered",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CallTracking",
  "abstractKey": null
};

(node as any).hash = "f6dcf2ea742f55e2707cfff7036623c8";

export default node;
