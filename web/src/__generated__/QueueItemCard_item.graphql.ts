/**
 * @generated SignedSource<<36bbddbc2eaff27f80ddebcb8725de76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OverrideLiveSource = "approved" | "default" | "%future added value";
export type OverrideValueKind = "choice" | "image" | "plain" | "rich" | "toggle" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QueueItemCard_item$data = {
  readonly agentName: string;
  readonly associateId: string;
  readonly createdBy: string;
  readonly domainName: string;
  readonly fieldLabel: string | null | undefined;
  readonly id: string;
  readonly key: string;
  readonly liveSource: OverrideLiveSource;
  readonly liveValue: string;
  readonly pageKey: string;
  readonly sectionLabel: string;
  readonly subkey: string;
  readonly time: string;
  readonly value: string;
  readonly valueKind: OverrideValueKind;
  readonly verdict: {
    readonly " $fragmentSpreads": FragmentRefs<"verdict_verdict">;
  };
  readonly " $fragmentType": "QueueItemCard_item";
};
export type QueueItemCard_item$key = {
  readonly " $data"?: QueueItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"QueueItemCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QueueItemCard_item",
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
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subkey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageKey",
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
      "name": "time",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sectionLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fieldLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "liveValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "liveSource",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ComplianceVerdict",
      "kind": "LinkedField",
      "name": "verdict",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "verdict_verdict"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OverviewQueueItem",
  "abstractKey": null
};

(node as any).hash = "677621e689917d3a17d612c0aaf32e0f";

export default node;
