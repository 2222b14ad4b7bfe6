/**
 * @generated SignedSource<<778e32c7e988745a36b959f9d0fedc64>>
 * @relayHash 6cb2dd7bb59742be67e294b30e1cb7fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cb2dd7bb59742be67e294b30e1cb7fb

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
export type mutationsCreateSiteNotificationMutation$variables = {
  input: SiteNotificationInput;
};
export type mutationsCreateSiteNotificationMutation$data = {
  readonly createSiteNotification: {
    readonly siteNotification: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationsTable_notification">;
    };
  };
};
export type mutationsCreateSiteNotificationMutation = {
  response: mutationsCreateSiteNotificationMutation$data;
  variables: mutationsCreateSiteNotificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "mutationsCreateSiteNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SiteNotificationPayload",
        "kind": "LinkedField",
        "name": "createSiteNotification",
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
    "name": "mutationsCreateSiteNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SiteNotificationPayload",
        "kind": "LinkedField",
        "name": "createSiteNotification",
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
    "id": "6cb2dd7bb59742be67e294b30e1cb7fb",
    "metadata": {},
    "name": "mutationsCreateSiteNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28eb6cd69ec1200717f9bb4c997d957d";

export default node;
