/**
 * @generated SignedSource<<7990a51c270279e0782d143ef62171ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewCallTrackingPage_overview$data = {
  readonly callTracking: {
    readonly accounts: number;
    readonly agents: ReadonlyArray<{
      readonly agentName: string;
      readonly answered: number;
      readonly areaCode: string | null | undefined;
      readonly associateId: string;
      readonly callCount: number;
      readonly hasAccount: boolean;
      readonly missed: number;
      readonly poolSize: number | null | undefined;
      readonly voicemail: number;
    }>;
    readonly callCount: number;
  } | null | undefined;
  readonly " $fragmentType": "OverviewCallTrackingPage_overview";
};
export type OverviewCallTrackingPage_overview$key = {
  readonly " $data"?: OverviewCallTrackingPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewCallTrackingPage_overview">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "callCount",
  "storageKey": null
};
return {
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
  "name": "OverviewCallTrackingPage_overview",
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
      "concreteType": "OverviewCallTracking",
      "kind": "LinkedField",
      "name": "callTracking",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accounts",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewAgentCalls",
          "kind": "LinkedField",
          "name": "agents",
          "plural": true,
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
              "name": "agentName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasAccount",
              "storageKey": null
            },
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
              "name": "areaCode",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};
})();

(node as any).hash = "947fce47845a618e88140f535e3cc33d";

export default node;
