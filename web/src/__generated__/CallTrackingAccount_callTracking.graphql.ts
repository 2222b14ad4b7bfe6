/**
 * @generated SignedSource<<43c84e59694af168a8f5a5699e267ec4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CallTrackingAccount_callTracking$data = {
  readonly areaCode: string | null | undefined;
  readonly created: string;
  readonly extraLines: number;
  readonly numbers: ReadonlyArray<string>;
  readonly poolSize: number;
  readonly sessionTrackerActive: boolean;
  readonly stats: {
    readonly answered: number;
    readonly averageDuration: number;
    readonly callCount: number;
    readonly firstCall: string | null | undefined;
    readonly lastCall: string | null | undefined;
    readonly missed: number;
    readonly voicemail: number;
  } | null | undefined;
  readonly " $fragmentType": "CallTrackingAccount_callTracking";
};
export type CallTrackingAccount_callTracking$key = {
  readonly " $data"?: CallTrackingAccount_callTracking$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallTrackingAccount_callTracking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallTrackingAccount_callTracking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poolSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extraLines",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "areaCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sessionTrackerActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numbers",
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

(node as any).hash = "a3d31e54631b1011e9143344bc3f13fe";

export default node;
