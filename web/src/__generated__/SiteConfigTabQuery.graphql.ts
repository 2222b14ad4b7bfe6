/**
 * @generated SignedSource<<3a6bf00d6267f9f56f404f93b854bf0d>>
 * @relayHash 15a50d571b09a857db51e2ba7112deeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 15a50d571b09a857db51e2ba7112deeb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteConfigTabQuery$variables = Record<PropertyKey, never>;
export type SiteConfigTabQuery$data = {
  readonly siteConfig: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteConfigForm_siteConfig">;
  };
};
export type SiteConfigTabQuery = {
  response: SiteConfigTabQuery$data;
  variables: SiteConfigTabQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SiteConfigTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteConfig",
        "kind": "LinkedField",
        "name": "siteConfig",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SiteConfigForm_siteConfig"
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
    "name": "SiteConfigTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteConfig",
        "kind": "LinkedField",
        "name": "siteConfig",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "domainTransactionsEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editorMessage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "demoDomains",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DemoUser",
            "kind": "LinkedField",
            "name": "demoUsers",
            "plural": true,
            "selections": [
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
                "name": "subtext",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "associateId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "15a50d571b09a857db51e2ba7112deeb",
    "metadata": {},
    "name": "SiteConfigTabQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "a84265590bf4c8e537b80a91cb31e3d7";

export default node;
