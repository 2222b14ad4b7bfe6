/**
 * @generated SignedSource<<90b6bf4499d9d5d268ca39d6bd937cd0>>
 * @relayHash 4191d78b1cd7335d84ea3b414eb9dda9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4191d78b1cd7335d84ea3b414eb9dda9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersOverviewDeparturesPageQuery$variables = Record<PropertyKey, never>;
export type loadersOverviewDeparturesPageQuery$data = {
  readonly overview: {
    readonly " $fragmentSpreads": FragmentRefs<"OverviewDeparturesPage_overview">;
  } | null | undefined;
};
export type loadersOverviewDeparturesPageQuery = {
  response: loadersOverviewDeparturesPageQuery$data;
  variables: loadersOverviewDeparturesPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "loadersOverviewDeparturesPageQuery",
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
            "name": "OverviewDeparturesPage_overview"
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
    "name": "loadersOverviewDeparturesPageQuery",
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
            "concreteType": "OverviewDeparture",
            "kind": "LinkedField",
            "name": "departures",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
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
                "name": "reason",
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
    "id": "4191d78b1cd7335d84ea3b414eb9dda9",
    "metadata": {},
    "name": "loadersOverviewDeparturesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "ac39e40f840c3f739396423d3009705f";

export default node;
