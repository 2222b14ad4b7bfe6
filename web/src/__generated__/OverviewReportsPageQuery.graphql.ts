/**
 * @generated SignedSource<<9a251f12bc6fe0705f46db05461643e8>>
 * @relayHash d3f62b2bdfbd4e5abe715068073e3a8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3f62b2bdfbd4e5abe715068073e3a8b

import { ConcreteRequest } from 'relay-runtime';
export type OverviewReportsPageQuery$variables = Record<PropertyKey, never>;
export type OverviewReportsPageQuery$data = {
  readonly overview: {
    readonly reports: ReadonlyArray<{
      readonly columns: ReadonlyArray<{
        readonly key: string;
        readonly label: string;
      }>;
      readonly description: string;
      readonly key: string;
      readonly rows: ReadonlyArray<ReadonlyArray<string>>;
      readonly title: string;
    }> | null | undefined;
  } | null | undefined;
};
export type OverviewReportsPageQuery = {
  response: OverviewReportsPageQuery$data;
  variables: OverviewReportsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OverviewReportsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "OverviewReportsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    "id": "d3f62b2bdfbd4e5abe715068073e3a8b",
    "metadata": {},
    "name": "OverviewReportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef3e5c4787a20d71015836bd37f966aa";

export default node;
