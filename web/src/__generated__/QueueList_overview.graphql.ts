/**
 * @generated SignedSource<<931f60de69dfb3ba31e16f75528e2d45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ComplianceOutcome = "compliant" | "notAText" | "notChecked" | "notCompliant" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QueueList_overview$data = {
  readonly approvalQueue: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly domainName: string;
        readonly fieldLabel: string | null | undefined;
        readonly id: string;
        readonly sectionLabel: string;
        readonly verdict: {
          readonly message: string;
          readonly outcome: ComplianceOutcome;
        };
        readonly " $fragmentSpreads": FragmentRefs<"QueueItemCard_item">;
      };
    }>;
    readonly pendingCount: number;
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"QueueFilters_queue">;
  } | null | undefined;
  readonly " $fragmentType": "QueueList_overview";
};
export type QueueList_overview$key = {
  readonly " $data"?: QueueList_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"QueueList_overview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "agentId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "domainName"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "offset"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "order"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sectionKey"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "QueueList_overview",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "agentId",
          "variableName": "agentId"
        },
        {
          "kind": "Variable",
          "name": "domainName",
          "variableName": "domainName"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "offset",
          "variableName": "offset"
        },
        {
          "kind": "Variable",
          "name": "order",
          "variableName": "order"
        },
        {
          "kind": "Variable",
          "name": "sectionKey",
          "variableName": "sectionKey"
        }
      ],
      "concreteType": "OverviewQueueConnection",
      "kind": "LinkedField",
      "name": "approvalQueue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingCount",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "QueueFilters_queue"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewQueueEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "OverviewQueueItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "domainName",
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
                  "concreteType": "ComplianceVerdict",
                  "kind": "LinkedField",
                  "name": "verdict",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "outcome",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "message",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "QueueItemCard_item"
                }
              ],
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

(node as any).hash = "12a9142c0b895eb8cc9232ae8cff969f";

export default node;
