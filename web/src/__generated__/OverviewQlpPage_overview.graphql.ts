/**
 * @generated SignedSource<<6eef9febabc59757e6566e5c5a58f71b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewQlpPage_overview$data = {
  readonly qlpStats: {
    readonly chartData: ReadonlyArray<{
      readonly date: string;
      readonly qlpViews: number;
    }>;
    readonly count: number;
    readonly overviewData: {
      readonly agents: number;
      readonly domains: number;
      readonly quoteStarts: number;
    };
    readonly qlpViews: number;
    readonly results: ReadonlyArray<{
      readonly agentName: string;
      readonly associateId: string;
      readonly domainName: string;
      readonly qlpViews: number;
      readonly quoteStarts: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "OverviewQlpPage_overview";
};
export type OverviewQlpPage_overview$key = {
  readonly " $data"?: OverviewQlpPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewQlpPage_overview">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "qlpViews",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quoteStarts",
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
  "name": "OverviewQlpPage_overview",
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
      "concreteType": "OverviewQlpStats",
      "kind": "LinkedField",
      "name": "qlpStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewQlpData",
          "kind": "LinkedField",
          "name": "overviewData",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "agents",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domains",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewQlpPoint",
          "kind": "LinkedField",
          "name": "chartData",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewQlpRow",
          "kind": "LinkedField",
          "name": "results",
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
              "name": "domainName",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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

(node as any).hash = "ed7e186d1c80db474b8d43de375402d7";

export default node;
