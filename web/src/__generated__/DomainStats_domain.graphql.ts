/**
 * @generated SignedSource<<0fae6ea9c34a2884fcc128680571cb5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainStats_domain$data = {
  readonly analysis: {
    readonly botsCrawlers: number;
    readonly contactFormsSent: number;
    readonly mapDirectionsClicks: number;
    readonly pageViews: number;
    readonly pageViewsByDeviceType: {
      readonly desktop: number;
      readonly mobile: number;
      readonly tablet: number;
    };
    readonly pageViewsByReferrer: ReadonlyArray<{
      readonly pageViews: number;
      readonly referrer: string;
    }>;
    readonly phoneClicks: number;
    readonly quoteStarts: number;
    readonly smsClicks: number;
    readonly visits: number;
  } | null | undefined;
  readonly id: string;
  readonly overview: {
    readonly graph: ReadonlyArray<{
      readonly date: string;
      readonly pageViews: number;
      readonly visits: number;
    }>;
    readonly total: {
      readonly pageViews: number;
      readonly visits: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "DomainStats_domain";
};
export type DomainStats_domain$key = {
  readonly " $data"?: DomainStats_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainStats_domain">;
};

import DomainStatsRefetchQuery_graphql from './DomainStatsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visits",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageViews",
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
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DomainStatsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DomainStats_domain",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "DomainAnalysis",
      "kind": "LinkedField",
      "name": "analysis",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneClicks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "smsClicks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactFormsSent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mapDirectionsClicks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quoteStarts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "botsCrawlers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeviceBreakdown",
          "kind": "LinkedField",
          "name": "pageViewsByDeviceType",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "desktop",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mobile",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tablet",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReferrerViews",
          "kind": "LinkedField",
          "name": "pageViewsByReferrer",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "referrer",
              "storageKey": null
            },
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "DomainOverview",
      "kind": "LinkedField",
      "name": "overview",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DomainOverviewPoint",
          "kind": "LinkedField",
          "name": "graph",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DomainOverviewTotal",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};
})();

(node as any).hash = "87bca8d1555c0dc42aba952589cd6dc8";

export default node;
