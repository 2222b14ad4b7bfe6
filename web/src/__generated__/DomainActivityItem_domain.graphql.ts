/**
 * @generated SignedSource<<eb35452572268bd93aed7205e70198cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityGroup = "ADWORDS" | "APPOINTMENT_SCHEDULER" | "CALLRAIL" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DomainActivityItem_domain$data = {
  readonly canceled: boolean;
  readonly domainName: string | null | undefined;
  readonly eventCount: number;
  readonly events: ReadonlyArray<{
    readonly group: ActivityGroup;
    readonly " $fragmentSpreads": FragmentRefs<"ActivityTable_events">;
  }>;
  readonly " $fragmentType": "DomainActivityItem_domain";
};
export type DomainActivityItem_domain$key = {
  readonly " $data"?: DomainActivityItem_domain$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainActivityItem_domain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainActivityItem_domain",
  "selections": [
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
      "name": "canceled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityEvent",
      "kind": "LinkedField",
      "name": "events",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ActivityTable_events"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DomainActivity",
  "abstractKey": null
};

(node as any).hash = "4864c9c7b7f7dfa776e2ea3a7d416290";

export default node;
