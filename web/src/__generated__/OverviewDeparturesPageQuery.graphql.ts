/**
 * @generated SignedSource<<cc08942138c8f0e364b463bf18068b39>>
 * @relayHash c0dcfa3a5ba026b74d3196c079f0a8a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0dcfa3a5ba026b74d3196c079f0a8a9

import { ConcreteRequest } from 'relay-runtime';
export type OverviewDepartureKind = "agent" | "domain" | "%future added value";
export type OverviewDeparturesPageQuery$variables = Record<PropertyKey, never>;
export type OverviewDeparturesPageQuery$data = {
  readonly overview: {
    readonly departures: ReadonlyArray<{
      readonly agentName: string;
      readonly associateId: string;
      readonly date: string | null | undefined;
      readonly domainName: string | null | undefined;
      readonly kind: OverviewDepartureKind;
      readonly reason: string;
    }> | null | undefined;
  } | null | undefined;
};
export type OverviewDeparturesPageQuery = {
  response: OverviewDeparturesPageQuery$data;
  variables: OverviewDeparturesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OverviewDeparturesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "OverviewDeparturesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "id": "c0dcfa3a5ba026b74d3196c079f0a8a9",
    "metadata": {},
    "name": "OverviewDeparturesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "598bcfc8c402421d8614ba60a989e32a";

export default node;
