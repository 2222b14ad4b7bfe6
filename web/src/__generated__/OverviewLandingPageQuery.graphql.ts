/**
 * @generated SignedSource<<25f31ffdb02550907fb390faa1152e30>>
 * @relayHash e809ff4bdc3871c9dabd5b06d43e12b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e809ff4bdc3871c9dabd5b06d43e12b6

import { ConcreteRequest } from 'relay-runtime';
export type OverviewPage = "calltracking" | "departures" | "participation" | "qlp" | "queue" | "reports" | "stats" | "%future added value";
export type OverviewLandingPageQuery$variables = Record<PropertyKey, never>;
export type OverviewLandingPageQuery$data = {
  readonly overview: {
    readonly agentCount: number | null | undefined;
    readonly cards: ReadonlyArray<{
      readonly description: string;
      readonly label: string;
      readonly page: OverviewPage;
      readonly path: string;
      readonly title: string;
      readonly value: number;
    }> | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type OverviewLandingPageQuery = {
  response: OverviewLandingPageQuery$data;
  variables: OverviewLandingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "id",
        "storageKey": null
      },
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OverviewLandingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OverviewLandingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e809ff4bdc3871c9dabd5b06d43e12b6",
    "metadata": {},
    "name": "OverviewLandingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "32a752031e89fb3997859fa34dcf3f17";

export default node;
