/**
 * @generated SignedSource<<f30f3330fe921462313ded35983ed105>>
 * @relayHash dc0c71bb7ff21551cc3ba228499cb5d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc0c71bb7ff21551cc3ba228499cb5d7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersOverviewReportsPageQuery$variables = Record<PropertyKey, never>;
export type loadersOverviewReportsPageQuery$data = {
  readonly overview: {
    readonly " $fragmentSpreads": FragmentRefs<"OverviewReportsPage_overview" | "QueueNavCount_overview">;
  } | null | undefined;
};
export type loadersOverviewReportsPageQuery = {
  response: loadersOverviewReportsPageQuery$data;
  variables: loadersOverviewReportsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "loadersOverviewReportsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QueueNavCount_overview"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OverviewReportsPage_overview"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "loadersOverviewReportsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "queueCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OverviewReport",
            "kind": "LinkedField",
            "name": "reports",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OverviewReportColumn",
                "kind": "LinkedField",
                "name": "columns",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rows",
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dc0c71bb7ff21551cc3ba228499cb5d7",
    "metadata": {},
    "name": "loadersOverviewReportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "10ae1b057bab8eadfc108157a6576960";

export default node;
