/**
 * @generated SignedSource<<b580553ccd8f694c0bbca5846ba083e3>>
 * @relayHash 234109b15d57898862f0d593a1f351f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 234109b15d57898862f0d593a1f351f4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsTabQuery$variables = Record<PropertyKey, never>;
export type NotificationsTabQuery$data = {
  readonly siteNotifications: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsTable_notification">;
  }>;
};
export type NotificationsTabQuery = {
  response: NotificationsTabQuery$data;
  variables: NotificationsTabQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteNotification",
        "kind": "LinkedField",
        "name": "siteNotifications",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationsTable_notification"
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
    "name": "NotificationsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteNotification",
        "kind": "LinkedField",
        "name": "siteNotifications",
        "plural": true,
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
            "name": "header",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "variant",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "start",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "end",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showDashboard",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showMxeditor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "location",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "234109b15d57898862f0d593a1f351f4",
    "metadata": {},
    "name": "NotificationsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5bbefc0459f8e0274ec0e4b299e39433";

export default node;
