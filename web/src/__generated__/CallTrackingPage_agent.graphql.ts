/**
 * @generated SignedSource<<43abc4b9e3b26c6312eae3fcba06beb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CallTrackingPage_agent$data = {
  readonly associateId: string;
  readonly callTracking: {
    readonly " $fragmentSpreads": FragmentRefs<"CallTrackingAccount_callTracking">;
  } | null | undefined;
  readonly displayName: string;
  readonly " $fragmentSpreads": FragmentRefs<"CallsTable_agent">;
  readonly " $fragmentType": "CallTrackingPage_agent";
};
export type CallTrackingPage_agent$key = {
  readonly " $data"?: CallTrackingPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallTrackingPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "endDate"
    },
    {
      "kind": "RootArgument",
      "name": "sort"
    },
    {
      "kind": "RootArgument",
      "name": "sortDir"
    },
    {
      "kind": "RootArgument",
      "name": "startDate"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallTrackingPage_agent",
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
      "concreteType": "CallTracking",
      "kind": "LinkedField",
      "name": "callTracking",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CallTrackingAccount_callTracking"
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "endDate",
          "variableName": "endDate"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        },
        {
          "kind": "Variable",
          "name": "sortDir",
          "variableName": "sortDir"
        },
        {
          "kind": "Variable",
          "name": "startDate",
          "variableName": "startDate"
        }
      ],
      "kind": "FragmentSpread",
      "name": "CallsTable_agent"
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "6a65c0215bf54b18438bf8dd781934d8";

export default node;
