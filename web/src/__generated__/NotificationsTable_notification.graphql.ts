/**
 * @generated SignedSource<<34cd157f8604fc8f87bbbc5feaa2785b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationLocation = "both" | "dashboard" | "mxeditor" | "none" | "%future added value";
export type NotificationVariant = "error" | "info" | "success" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationsTable_notification$data = ReadonlyArray<{
  readonly active: boolean;
  readonly end: string | null | undefined;
  readonly header: string;
  readonly id: string;
  readonly location: NotificationLocation;
  readonly message: string | null | undefined;
  readonly showDashboard: boolean;
  readonly showMxeditor: boolean;
  readonly start: string | null | undefined;
  readonly variant: NotificationVariant;
  readonly " $fragmentType": "NotificationsTable_notification";
}>;
export type NotificationsTable_notification$key = ReadonlyArray<{
  readonly " $data"?: NotificationsTable_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsTable_notification">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NotificationsTable_notification",
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
  "type": "SiteNotification",
  "abstractKey": null
};

(node as any).hash = "8f6dd795aa0e23e716881bf61fa388b4";

export default node;
