/**
 * @generated SignedSource<<78bcc0316d96835bc564ce17ff2ab57c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OverrideValueKind = "choice" | "image" | "plain" | "rich" | "toggle" | "%future added value";
export type QueueDecisionKind = "approved" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OverviewQueueHistoryPage_overview$data = {
  readonly queueHistory: {
    readonly decisions: ReadonlyArray<{
      readonly agentName: string;
      readonly associateId: string;
      readonly decidedAt: string;
      readonly decidedBy: string;
      readonly decision: QueueDecisionKind;
      readonly domainName: string;
      readonly fieldLabel: string | null | undefined;
      readonly id: string;
      readonly key: string;
      readonly pageKey: string;
      readonly reason: string | null | undefined;
      readonly sectionLabel: string;
      readonly subkey: string;
      readonly submittedAt: string;
      readonly submittedBy: string;
      readonly value: string;
      readonly valueKind: OverrideValueKind;
    }>;
    readonly domainNames: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "OverviewQueueHistoryPage_overview";
};
export type OverviewQueueHistoryPage_overview$key = {
  readonly " $data"?: OverviewQueueHistoryPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewQueueHistoryPage_overview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "domainName"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewQueueHistoryPage_overview",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "domainName",
          "variableName": "domainName"
        }
      ],
      "concreteType": "OverviewQueueHistory",
      "kind": "LinkedField",
      "name": "queueHistory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainNames",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentDecision",
          "kind": "LinkedField",
          "name": "decisions",
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
              "name": "decision",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "decidedBy",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "decidedAt",
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
              "name": "submittedBy",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "submittedAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};

(node as any).hash = "dec9f1acbe2f818ecafa864ce4ea45a4";

export default node;
