/**
 * @generated SignedSource<<2c0c9216db44adc0f8ec7b52e2ab06ff>>
 * @relayHash 5aacbe5a1d5482150f7ec32bb258d702
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5aacbe5a1d5482150f7ec32bb258d702

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersOverviewLandingPageQuery$variables = Record<PropertyKey, never>;
export type loadersOverviewLandingPageQuery$data = {
  readonly overview: {
    readonly " $fragmentSpreads": FragmentRefs<"OverviewLandingPage_overview">;
  } | null | undefined;
};
export type loadersOverviewLandingPageQuery = {
  response: loadersOverviewLandingPageQuery$data;
  variables: loadersOverviewLandingPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "loadersOverviewLandingPageQuery",
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
            "name": "OverviewLandingPage_overview"
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
    "name": "loadersOverviewLandingPageQuery",
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
            "name": "agentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OverviewCard",
            "kind": "LinkedField",
            "name": "cards",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "page",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5aacbe5a1d5482150f7ec32bb258d702",
    "metadata": {},
    "name": "loadersOverviewLandingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "1ac4c6aa03f6b9b067f12f9b82794a99";

export default node;
