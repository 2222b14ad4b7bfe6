/**
 * @generated SignedSource<<85875039331b0a92503c1192bd57a404>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CallTrackingStatsTable_callTracking$data = {
  readonly stats: {
    readonly answered: number;
    readonly averageDuration: number;
    readonly callCount: number;
    readonly firstCall: string | null | undefined;
    readonly lastCall: string | null | undefined;
    readonly missed: number;
    readonly voicemail: number;
  } | null | undefined;
  readonly " $fragmentType": "CallTrackingStatsTable_callTracking";
};
export type CallTrackingStatsTable_callTracking$key = {
  readonly " $data"?: CallTrackingStatsTable_callTracking$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallTrackingStatsTable_callTracking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallTrackingStatsTable_callTracking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CallStats",
      "kind": "LinkedField",
      "name": "stats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "callCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "missed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "voicemail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageDuration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstCall",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastCall",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CallTracking",
  "abstractKey": null
};

(node as any).hash = "cc0be6443531a292ec0b9bea40e119ed";

export default node;
