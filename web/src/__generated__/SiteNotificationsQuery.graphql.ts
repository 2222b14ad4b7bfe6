/**
 * @generated SignedSource<<6f440c3784f7f9b17e53727fb6d01ceb>>
 * @relayHash d3dffe17365a71f3b86e7eee3676a2cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3dffe17365a71f3b86e7eee3676a2cf

import { ConcreteRequest } from 'relay-runtime';
export type NotificationVariant = "error" | "info" | "success" | "warning" | "%future added value";
export type SiteNotificationsQuery$variables = Record<PropertyKey, never>;
export type SiteNotificationsQuery$data = {
  readonly siteNotifications: ReadonlyArray<{
    readonly active: boolean;
    readonly header: string;
    readonly id: string;
    readonly message: string | null | undefined;
    readonly showDashboard: boolean;
    readonly showMxeditor: boolean;
    readonly variant: NotificationVariant;
  }>;
};
export type SiteNotificationsQuery = {
  response: SiteNotificationsQuery$data;
  variables: SiteNotificationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "active",
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
    "name": "SiteNotificationsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteNotificationsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d3dffe17365a71f3b86e7eee3676a2cf",
    "metadata": {},
    "name": "SiteNotificationsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "39d1fb2bda31736154092bbf63bf694c";

export default node;
