/**
 * @generated SignedSource<<8b140a3b826cb14c8ef41cc7591ec836>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QueueFilters_queue$data = {
  readonly agents: ReadonlyArray<{
    readonly agentName: string;
    readonly associateId: string;
    readonly count: number;
  }>;
  readonly domains: ReadonlyArray<{
    readonly count: number;
    readonly domainName: string;
  }>;
  readonly sections: ReadonlyArray<{
    readonly count: number;
    readonly key: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "QueueFilters_queue";
};
export type QueueFilters_queue$key = {
  readonly " $data"?: QueueFilters_queue$data;
  readonly " $fragmentSpreads": FragmentRefs<"QueueFilters_queue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QueueFilters_queue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewQueueAgentChoice",
      "kind": "LinkedField",
      "name": "agents",
      "plural": true,
      "selections": [
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewQueueDomainChoice",
      "kind": "LinkedField",
      "name": "domains",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainName",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewQueueSectionChoice",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
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
          "name": "label",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "OverviewQueueConnection",
  "abstractKey": null
};
})();

(node as any).hash = "c14fdcd9c7813bfece81399fa869c452";

export default node;
