/**
 * @generated SignedSource<<2984c575a86f07a5024b0944e4d9d5ad>>
 * @relayHash 6e24383ac13518a46c8a2493e6ff4ead
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e24383ac13518a46c8a2493e6ff4ead

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationVariant = "error" | "info" | "success" | "warning" | "%future added value";
export type SiteNotificationInput = {
  end: string;
  header: string;
  message?: string | null | undefined;
  showDashboard: boolean;
  showMxeditor: boolean;
  start: string;
  variant: NotificationVariant;
};
export type mutationsUpdateSiteNotificationMutation$variables = {
  id: string;
  input: SiteNotificationInput;
};
export type mutationsUpdateSiteNotificationMutation$data = {
  readonly updateSiteNotification: {
    readonly siteNotification: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationsTable_notification">;
    };
  };
};
export type mutationsUpdateSiteNotificationMutation = {
  response: mutationsUpdateSiteNotificationMutation$data;
  variables: mutationsUpdateSiteNotificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsUpdateSiteNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SiteNotificationPayload",
        "kind": "LinkedField",
        "name": "updateSiteNotification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteNotification",
            "kind": "LinkedField",
            "name": "siteNotification",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationsTable_notification"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsUpdateSiteNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SiteNotificationPayload",
        "kind": "LinkedField",
        "name": "updateSiteNotification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteNotification",
            "kind": "LinkedField",
            "name": "siteNotification",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e24383ac13518a46c8a2493e6ff4ead",
    "metadata": {},
    "name": "mutationsUpdateSiteNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "001d0f9e2733205f6c46bdf1f5189399";

export default node;
