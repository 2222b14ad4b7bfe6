/**
 * @generated SignedSource<<4803bc95a224f0fc0c9311ac5297d7e6>>
 * @relayHash fcce45bd52664c3ee90fc8da04cd6a0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcce45bd52664c3ee90fc8da04cd6a0c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersOverviewParticipationPageQuery$variables = Record<PropertyKey, never>;
export type loadersOverviewParticipationPageQuery$data = {
  readonly overview: {
    readonly " $fragmentSpreads": FragmentRefs<"OverviewParticipationPage_overview">;
  } | null | undefined;
};
export type loadersOverviewParticipationPageQuery = {
  response: loadersOverviewParticipationPageQuery$data;
  variables: loadersOverviewParticipationPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "loadersOverviewParticipationPageQuery",
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
            "name": "OverviewParticipationPage_overview"
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
    "name": "loadersOverviewParticipationPageQuery",
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
            "concreteType": "OverviewParticipation",
            "kind": "LinkedField",
            "name": "participation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalAgents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OverviewService",
                "kind": "LinkedField",
                "name": "services",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "agents",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OverviewAgentServices",
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
                    "concreteType": "OverviewServiceUse",
                    "kind": "LinkedField",
                    "name": "services",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "active",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fcce45bd52664c3ee90fc8da04cd6a0c",
    "metadata": {},
    "name": "loadersOverviewParticipationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "d044959cfdfeffc1ddcbf55d428d231d";

export default node;
